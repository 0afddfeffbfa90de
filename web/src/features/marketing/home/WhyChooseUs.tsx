import { homeWhyChooseUs } from '../../../content/home';
import { SectionHeader } from '../shared/SectionHeader';

const icons = [
  'M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z',
  'M12 2a7 7 0 0 1 4 12.7V18H8v-3.3A7 7 0 0 1 12 2zM9 20h6v2H9z',
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2c1.5 2 2.3 4.7 2.4 7H9.6c.1-2.3.9-5 2.4-7zM4 13h3.6c.1 2 .6 4 1.5 5.6A8 8 0 0 1 4 13zm5.6 0h4.8c-.1 2.3-.9 4.7-2.4 6.7-1.5-2-2.3-4.4-2.4-6.7z',
  'M3 17l6-6 4 4 8-8v4h2V3h-8v2h4l-6 6-4-4-7 7z',
];

export function WhyChooseUs() {
  return (
    <section className="section deferred-render" aria-labelledby="why-title">
      <div className="container">
        <SectionHeader kicker={homeWhyChooseUs.heading} title={homeWhyChooseUs.title} id="why-title" />
        <ul className="card-grid card-grid--4">
          {homeWhyChooseUs.items.map((item, index) => (
            <li key={item.title} className="card">
              <svg className="card__icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={icons[index % icons.length]} fill="currentColor" />
              </svg>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
