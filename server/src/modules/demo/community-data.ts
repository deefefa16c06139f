import type { DemoMemberKey } from './data';

const HOUR = 60;
const DAY = 24 * HOUR;

/** A Community Chat message, sent `minutesAgo` minutes before the demo was seeded. */
export interface DemoMessage {
  from: DemoMemberKey;
  minutesAgo: number;
  content: string;
}

/** Oldest first, the order they are stored and shown in. They talk about the demo listings and events. */
export const DEMO_MESSAGES: DemoMessage[] = [
  {
    from: 'karthik',
    minutesAgo: 2 * DAY + 3 * HOUR,
    content: 'Does anyone have a Casio fx-991 to sell? Mine stopped working the night before the maths quiz.',
  },
  {
    from: 'rohan',
    minutesAgo: 2 * DAY + 2 * HOUR + 48,
    content: "I've put one up on Buy, ₹750 with the hard cover. I can hand it over at the library tomorrow.",
  },
  { from: 'karthik', minutesAgo: 2 * DAY + 2 * HOUR + 41, content: 'Ordered it. Thanks Rohan, you saved my quiz!' },
  {
    from: 'priya',
    minutesAgo: DAY + 7 * HOUR,
    content: "Who's coming to the book swap at the library? I'm bringing my H.C. Verma set and a pile of novels.",
  },
  {
    from: 'sneha',
    minutesAgo: DAY + 6 * HOUR + 35,
    content: "Me! I still need Grewal for maths. Also, could someone lend me a lab coat for a week? Mine's at the tailor's.",
  },
  {
    from: 'ananya',
    minutesAgo: DAY + 6 * HOUR + 20,
    content: "My Grewal is on Buy. A few pencil notes in the integration chapters, hope that's okay.",
  },
  { from: 'sneha', minutesAgo: DAY + 6 * HOUR + 12, content: 'Even better, free hints 😄' },
  {
    from: 'rohan',
    minutesAgo: 5 * HOUR + 10,
    content: "The sunrise ride to the lake is on: main gate at 6. My Hero Sprint is on Borrow if you don't have a bike.",
  },
  { from: 'karthik', minutesAgo: 4 * HOUR + 52, content: 'Count me in. Does the bike come with a helmet?' },
  { from: 'rohan', minutesAgo: 4 * HOUR + 45, content: 'Helmet and lock both. Just bring water.' },
  { from: 'priya', minutesAgo: 58, content: 'Two beginner slots left for guitar lessons next week, they are on Hire.' },
  {
    from: 'ananya',
    minutesAgo: 14,
    content: 'Putting a team together for the hackathon: we need one more person who knows React. Reply here if you are in!',
  },
];

/**
 * An event `inDays` days after the day the demo was seeded, at a time of day on the campus (India, UTC+05:30).
 * They lie days to weeks ahead, so a demo site stays lively for weeks, its events passing one by one.
 */
export interface DemoEvent {
  title: string;
  description: string;
  place: string;
  organizer: DemoMemberKey;
  inDays: number;
  at: readonly [hour: number, minute: number];
  /** How long it lasts; null for an event with no set end. */
  hours: number | null;
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Book swap',
    description: 'Bring the textbooks you no longer need and take the ones you do. Novels welcome; whatever is left goes to the library.',
    place: 'Central Library lawn',
    organizer: 'priya',
    inDays: 3,
    at: [10, 0],
    hours: 3,
  },
  {
    title: 'Sunrise ride to the lake',
    description: 'An easy 18 km loop with chai at the end. Helmets are a must; a few bicycles can be borrowed on Borrow.',
    place: 'Main gate',
    organizer: 'rohan',
    inDays: 5,
    at: [6, 0],
    hours: 2.5,
  },
  {
    title: 'Beginners guitar jam',
    description: '',
    place: 'Open-air theatre',
    organizer: 'priya',
    inDays: 9,
    at: [17, 30],
    hours: null,
  },
  {
    title: '24-hour campus hackathon',
    description: 'Teams of up to four build something useful for campus life. Mentors, midnight snacks and prizes for the top three.',
    place: 'CSE block, Lab 3',
    organizer: 'ananya',
    inDays: 12,
    at: [18, 0],
    hours: 24,
  },
  {
    title: 'Inter-hostel badminton doubles',
    description: 'Sign up in pairs at the sports office. Rackets can be borrowed; bring your own shuttles.',
    place: 'Indoor sports complex',
    organizer: 'karthik',
    inDays: 21,
    at: [7, 30],
    hours: 4.5,
  },
];
