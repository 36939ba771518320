interface PinMicrodataProps {
  pinPath: string;
  title: string;
  description: string;
  imageUrl: string;
  thumbnailUrl: string;
  creator: { name: string; username: string } | null;
}

/**
 * schema.org ImageObject microdata for the signed-out card, which is what search engines crawl. The server's JSON-LD
 * (server/features/seo) describes one page's own pin, on its closeup; a grid holds many pins that the app renders and
 * keeps adding as it scrolls, so each card describes itself where it stands. Microdata rather than a JSON-LD block per
 * card: the description stays inside the card it belongs to and comes and goes with it. (The CSP would not stop
 * JSON-LD: an application/ld+json block is data, never run.) React renders <meta>/<link> that carry itemProp in place
 * instead of hoisting them to <head>. The article around it carries itemScope and itemType.
 */
export function PinMicrodata({ pinPath, title, description, imageUrl, thumbnailUrl, creator }: PinMicrodataProps) {
  return (
    <>
      <link itemProp="url" href={pinPath} />
      <link itemProp="contentUrl" href={imageUrl} />
      <link itemProp="thumbnailUrl" href={thumbnailUrl} />
      {title && <meta itemProp="name" content={title} />}
      {description && <meta itemProp="description" content={description} />}
      {creator && (
        <span itemProp="author" itemScope itemType="https://schema.org/Person" hidden>
          <meta itemProp="name" content={creator.name} />
          <link itemProp="url" href={`/${creator.username.toLowerCase()}/`} />
        </span>
      )}
    </>
  );
}
