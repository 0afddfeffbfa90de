/** The small kicker + title pair that opens most sections. */
export function SectionHeader({
  kicker,
  title,
  id,
  light = false,
}: {
  kicker: string;
  title: string;
  id: string;
  light?: boolean;
}) {
  return (
    <header className={light ? 'section-header section-header--light' : 'section-header'}>
      <p className="section-header__kicker">{kicker}</p>
      <h2 id={id}>{title}</h2>
    </header>
  );
}
