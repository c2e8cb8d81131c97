/** A schema.org JSON-LD block (for center and event pages), safe against `</script>`. */
import { jsonLdScript } from "~/lib/json-ld";
import { useNonce } from "~/lib/nonce";

/** Renders `data` as <script type="application/ld+json"> carrying the CSP nonce. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }}
    />
  );
}
