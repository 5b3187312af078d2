/** A card with a level-two heading around one block of a console page. */
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** `children` in a card titled `title`. */
export function TitledCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
