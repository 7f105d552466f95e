import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/ui/icons';

interface Block {
  title: string;
  text: string;
  bullets?: string[];
}

const BLOCKS: Block[] = [
  {
    title: 'The Problem',
    text: 'Padel and pickleball are among the fastest-growing sports, but casual players have no simple, trusted way to play competitive matches for stakes. Side bets are informal, collecting money is awkward, and nobody tracks results.',
  },
  {
    title: 'Our Solution',
    text: 'CourtCash lets a player set up a paid 2 vs 2 match in under 60 seconds. Entry fees are collected from wallets, held until the result is in, and paid to the winners automatically, with every result building the player’s stats and ranking.',
  },
  {
    title: 'Market',
    text: 'Millions of recreational padel and pickleball players play doubles every week at clubs that already charge court fees. We start in our home market, Lahore, and expand to markets where skill-based competitions for prizes are permitted.',
  },
  {
    title: 'Earnings Model',
    text: 'Revenue comes from transparent fees on money that moves through the platform:',
    bullets: [
      '5% match facilitation fee on every prize pool',
      'Winners receive 95% of the prize pool',
      '2.5% fee on withdrawals',
      'Typical stakes of about $10-50 per player',
    ],
  },
  {
    title: 'Competition',
    text: 'Court-booking apps handle scheduling but not stakes; betting platforms are not built for amateur players and are not skill-based. CourtCash sits in between: the players compete, and the platform only facilitates.',
  },
  {
    title: 'Go-to-Market',
    text: 'Club partnerships, player ambassadors and invite links that turn every match into three new sign-ups.',
  },
  {
    title: 'Financials',
    text: 'Revenue grows with the number of matches and the average stake. Fees are collected at the moment money moves, so there is no credit risk on revenue.',
  },
  {
    title: 'Funding Ask',
    text: 'We are raising a seed round to grow the player base, add card and wallet payment methods, and launch in new cities. Contact us for the deck and detailed figures.',
  },
];

export function InvestorPage() {
  return (
    <div className="container page">
      <Link to="/" className="link-arrow">
        Back to Platform
      </Link>
      <header className="page-header">
        <span className="eyebrow">For Investors</span>
        <h1>Skill-based competition for the racket-sports boom</h1>
        <p className="muted">A short overview of CourtCash: the problem, the product and the business model.</p>
      </header>
      <div className="card-grid card-grid--2">
        {BLOCKS.map((block) => (
          <section key={block.title} className="card info-card">
            <h2 className="info-card__title">{block.title}</h2>
            <p className="muted">{block.text}</p>
            {block.bullets && (
              <ul className="info-list">
                {block.bullets.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <section className="card info-card section-block">
        <h2 className="info-card__title">Sources</h2>
        <p className="muted small">
          Platform figures come from CourtCash's own records. Market statements are based on public reporting on the
          growth of padel and pickleball participation. Fees and limits are those published in our Terms of Service.
        </p>
        <Link to="/contact" className="link-arrow">
          Talk to the founders <ArrowRightIcon size={16} />
        </Link>
      </section>
    </div>
  );
}
