interface CultureCard {
  title: string;
  text: string;
  image: string;
  /** The last two cards use compact images, as in the original page. */
  compact?: boolean;
}

const cards: CultureCard[] = [
  {
    title: 'Culture',
    text: 'We are a team of builders who learn in the open. Ideas win on their merit, not on seniority, and everyone gets the room to experiment, ship and share what they learned.',
    image: '/media/careers/culture.svg',
  },
  {
    title: 'Your Growth & Wellbeing',
    text: 'Certifications, mentoring and time for learning are part of the job. Flexible hours and a sustainable pace keep you at your best for the long run.',
    image: '/media/careers/growth.svg',
  },
  {
    title: 'Transforming Through Impact',
    text: 'Our work puts AI and cloud into the hands of real businesses. You will see what you build change how our clients work, and the communities around them.',
    image: '/media/careers/impact.svg',
    compact: true,
  },
  {
    title: 'Diversity & Inclusion',
    text: 'Different backgrounds make better products. We hire for potential, welcome every perspective and make sure every voice in the room is heard.',
    image: '/media/careers/inclusion.svg',
    compact: true,
  },
];

export function CultureSection() {
  return (
    <section className="culture" aria-labelledby="culture-heading">
      <header className="culture__header">
        <h2 id="culture-heading">Unleash Your Full Potential</h2>
        <p>Join our team and be part of something extraordinary</p>
      </header>
      <div className="culture__cards">
        {cards.map((card, index) => (
          <article
            key={card.title}
            className={`culture-card${index % 2 === 1 ? ' culture-card--reverse' : ''}${card.compact ? ' culture-card--compact' : ''}`}
          >
            <img
              className="culture-card__image"
              src={card.image}
              alt=""
              width={480}
              height={card.compact ? 240 : 320}
              loading="lazy"
              decoding="async"
            />
            <div className="culture-card__body">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
