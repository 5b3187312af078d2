/**
 * The stylesheet of the agency's printed business documents (quotes and invoices), printed by the monthly
 * report's renderer (lib/status-reports/render-pdf.ts): A4, the document's own margins, plain tables with
 * figures right-aligned. One sheet, so a quote and the invoices it leads to look alike.
 */
export const DOCUMENT_PRINT_STYLE = `@page{size:A4;margin:18mm 16mm}body{font:11pt/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#111}
h1{font-size:18pt;margin:0 0 4pt}h2{font-size:13pt;margin:18pt 0 6pt}.muted{color:#555}table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:4pt 6pt;border-bottom:1px solid #ddd;vertical-align:top}td.n,th.n{text-align:right;white-space:nowrap}
.totals td{border:0}.pre{white-space:pre-wrap}.page{break-before:page}.hash{font-family:ui-monospace,monospace;font-size:8.5pt;word-break:break-all}`;
