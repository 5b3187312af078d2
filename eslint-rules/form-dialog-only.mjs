/**
 * One form shape (docs/architecture.md "Where a new thing goes"): a component that draws a dialog
 * (`@/components/ui/dialog`) draws no `<form>` of its own; an add/edit dialog is `FormDialog`
 * (components/console/form-dialog.tsx) with react-hook-form and `useAdminAction`. A search inside a
 * dialog (`<form role="search">`) is not an add/edit form. FormDialog itself and the listed exceptions
 * (docs/architecture.md "Justified exceptions") are left out in eslint.config.mjs.
 */
const DIALOG_MODULE = "@/components/ui/dialog";

/** True when the JSX element has `role="search"`. */
function isSearch(opening) {
  return opening.attributes.some(
    (attribute) =>
      attribute.type === "JSXAttribute" &&
      attribute.name.name === "role" &&
      attribute.value?.type === "Literal" &&
      attribute.value.value === "search",
  );
}

/** @type {import("eslint").Rule.RuleModule} */
const formDialogOnly = {
  meta: {
    type: "suggestion",
    docs: { description: "Add/edit dialogs are FormDialog" },
    messages: {
      form: "A dialog's add/edit form is FormDialog (components/console/form-dialog.tsx) with react-hook-form and useAdminAction.",
    },
    schema: [],
  },
  create(context) {
    let drawsDialog = false;
    const forms = [];
    return {
      ImportDeclaration(node) {
        if (node.source.value === DIALOG_MODULE && node.importKind !== "type") drawsDialog = true;
      },
      JSXOpeningElement(node) {
        if (node.name.type === "JSXIdentifier" && node.name.name === "form" && !isSearch(node)) forms.push(node);
      },
      "Program:exit"() {
        if (drawsDialog) for (const node of forms) context.report({ node, messageId: "form" });
      },
    };
  },
};

export default formDialogOnly;
