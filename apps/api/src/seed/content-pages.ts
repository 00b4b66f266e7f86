import { contentInputSchema, type ContentInput } from '@afrinest/contract';
import type { ContentService } from '../modules/content/pages/content.service';

/**
 * The content the product stands on (issue 44): the standing pages the footer and registration
 * link to, a first set of help articles and three blog posts. Run on every start, production
 * included, and idempotent: a page is inserted only when its address is free, so an admin's
 * edit is never overwritten. Help articles and posts are examples: added only while there are
 * none of their kind, so one an admin deleted does not come back at the next start.
 */
export async function seedContentPages(
  services: { content: ContentService },
  opts: { privacyEmail?: string } = {},
): Promise<{ inserted: number }> {
  const email = opts.privacyEmail ?? DEFAULT_PRIVACY_EMAIL;
  let inserted = 0;
  const add = async (page: ContentInput) => {
    if (await services.content.seedMissing(contentInputSchema.parse(page))) inserted++;
  };
  for (const page of standingPages(email)) await add(page);
  if (!(await services.content.hasAny('HELP'))) for (const page of helpArticles) await add(page);
  if (!(await services.content.hasAny('POST'))) for (const page of blogPosts) await add(page);
  return { inserted };
}

const DEFAULT_PRIVACY_EMAIL = 'privacy@afrinest.test';

/** privacy@ the site's own domain (WEB_URL), or the demo address on localhost. */
export function privacyEmailFor(webUrl: string): string {
  const host = new URL(webUrl).hostname.replace(/^www\./, '');
  return host.includes('.') && !/^[\d.]+$/.test(host) ? `privacy@${host}` : DEFAULT_PRIVACY_EMAIL;
}

type Seeded = Pick<ContentInput, 'slug' | 'title' | 'summary' | 'body'> & Partial<ContentInput>;

const page = (p: Seeded): ContentInput => ({
  kind: 'PAGE',
  seoTitle: p.title.slice(0, 70),
  seoDescription: p.summary.slice(0, 160),
  category: '',
  status: 'PUBLISHED',
  needsReview: false,
  coverImageId: null,
  ...p,
});
const help = (category: string, p: Seeded) => page({ ...p, kind: 'HELP', category });
const post = (category: string, p: Seeded) => page({ ...p, kind: 'POST', category });

function standingPages(email: string): ContentInput[] {
  return [
    page({
      slug: 'about',
      title: 'About AfriNest',
      summary:
        'AfriNest is a property marketplace for Uganda: homes, rentals, land, hotels and commercial buildings from registered agents.',
      body: `AfriNest helps people in Uganda find a place to live, a plot to build on or a building to run a business from, and helps the agents who list them reach serious buyers and tenants.

## What you can do here

- **Search** houses, apartments, land, hotels and commercial buildings for sale or rent, by district, town and neighbourhood, on a list or a map.
- **Contact agents** directly by phone, WhatsApp or a message, and keep the listings you like as favourites.
- **List property** as an agent or an agency, with photos, a location on the map and your packages in one place.

## How we work

Every listing comes from an agent or an agency with an account on AfriNest. Agencies are checked before their listings go live, and any listing can be reported. We never ask buyers or tenants for money: payments for property are made between you and the seller or landlord, after you have seen the property and checked its papers.

## Built for slow and costly data

Pages are small and photos load only as you scroll, so AfriNest works on a basic smartphone and a 3G connection.

## Contact

Questions, partnerships or press: see our [contact page](/contact). To advertise, see [Advertise with us](/advertisement).`,
    }),
    page({
      slug: 'help',
      title: 'Help centre',
      summary:
        'Answers on finding a property, contacting agents safely, listing as an agent, payments and your account.',
      body: `Find answers by topic below, or search the help articles. If you cannot find what you need, the [FAQ](/faq) covers the most common questions and our [contact page](/contact) tells you how to reach us.

**Staying safe:** never send money before you have seen a property in person and checked its papers. AfriNest staff will never ask you for a password or a mobile money PIN.`,
    }),
    page({
      slug: 'terms',
      title: 'Terms of use',
      summary:
        'The rules for using AfriNest as a visitor, a registered user, an agent or an agency.',
      needsReview: true,
      body: `*Draft for legal review. Last updated when published.*

These terms apply to everyone who uses AfriNest: visitors, registered users, agents and agencies. By creating an account, or by using the site, you agree to them. If you do not agree, please do not use AfriNest.

## 1. Who we are

AfriNest is an online property marketplace operated by AfriNest Ltd, a company registered in Uganda. "We" and "us" mean AfriNest Ltd. Our contact details are on the [contact page](/contact).

## 2. What AfriNest is, and what it is not

AfriNest publishes property listings written by agents and agencies, and puts people in touch with them. **We are not a party to any sale, lease or rental agreement**, we do not hold deposits or purchase money, and we do not act as an agent for buyers, sellers, landlords or tenants. Any agreement you make is between you and the other party.

We check agencies before their listings go live, but we cannot inspect every property or verify every title. Before paying anything, see the property, meet the person, and confirm ownership — for land, with a search at the land registry.

## 3. Your account

- You must be at least 18 years old and give true information when you register.
- Keep your password to yourself; you are responsible for what is done with your account.
- Tell us at once if you think someone else has used your account.
- We may suspend or close an account that breaks these terms, posts false listings or is used for fraud.

## 4. Agents and agencies

If you list property on AfriNest you confirm that:

- you are allowed to market the property, by its owner's instruction or as its owner;
- the price, location, size, photos and description are true and current, and you remove a listing once the property is sold or let;
- you hold any licence or registration the law requires of you;
- photos are your own or used with permission, and do not show people without their consent.

Paid packages, their limits and their prices are shown before you buy. Invoices are issued for every payment. Packages are not refundable once their period has started, unless the law gives you a right to a refund.

## 5. What nobody may do

Do not post false, misleading or duplicate listings; ask for money in advance for viewings; collect other users' contact details for marketing; send spam; copy the site's content in bulk; try to break into or overload the service; or use AfriNest for anything unlawful in Uganda.

## 6. Content

You keep the rights to what you post. You give us a licence to show it on AfriNest, in our apps and in our marketing of the listing, for as long as it is on the site. We may edit the format (for example resize photos) and remove content that breaks these terms.

## 7. Liability

We work to keep AfriNest available and correct but provide it "as is". As far as the law allows, we are not liable for losses arising from listings, from dealings between users, or from the service being unavailable. Nothing in these terms limits rights you have under Ugandan consumer law.

## 8. Privacy

How we handle your personal data is explained in our [privacy notice](/privacy).

## 9. Changes

We may change these terms. When we do, we publish the new version here and ask signed-in users to accept it before they continue.

## 10. Law

These terms are governed by the laws of Uganda, and the courts of Uganda have jurisdiction over any dispute.`,
    }),
    page({
      slug: 'privacy',
      title: 'Privacy notice',
      summary:
        'What personal data AfriNest keeps, why, for how long, and how to see it or have it deleted.',
      needsReview: true,
      body: `*Draft for legal review. Last updated when published.*

AfriNest Ltd ("we") is responsible for the personal data described here. We handle it under Uganda's **Data Protection and Privacy Act, 2019** and its regulations, and we are registered with the Personal Data Protection Office as the law requires.

## What we keep and why

| Data | Why | Kept for |
| --- | --- | --- |
| **Account**: name, email address, phone number, password (stored only as a secure hash), role, preferences | To let you sign in, contact you about your account and remember your settings | While your account is open, then up to 90 days |
| **Listings**: descriptions, prices, locations, photos | To publish the property you list | While the listing is online, then up to 12 months so you can restore it |
| **Enquiries**: messages between you and agents, your contact details in them | To put you in touch with the agent and prevent abuse | 24 months |
| **Payments**: packages bought, amounts, mobile money or card references, invoices | To provide the package and keep accounts as tax law requires | 7 years (tax records) |
| **Logs**: sign-ins, IP addresses, device and browser type, pages requested | To keep the service secure, detect fraud and fix faults | 12 months |
| **Legal acceptance**: which version of the terms and this notice you accepted, and when | To show what you agreed to | While your account is open, then 24 months |

We do not sell personal data. We do not use advertising cookies; adverts on AfriNest are counted without cookies or profiles.

## Who sees it

- **Agents and agencies** see what you send them in an enquiry.
- **Service providers** who host the site, send email and process payments, under contracts that oblige them to protect the data and use it only for us. Some may store data outside Uganda; we only use providers who protect it to the standard the Act requires.
- **Authorities**, when the law obliges us, for example on a court order.

## Photos and location

We remove location (GPS) and camera data from photos before they are shown. The original file is kept privately and never published.

## Your rights

Under the Act you may ask us to:

- tell you what personal data we hold about you and give you a copy;
- correct data that is wrong;
- delete your data, or stop using it, where we have no legal reason to keep it;
- object to its use for direct marketing.

To do so, email **${email}** from the address of your account (or tell us which account is yours). We answer within 30 days. You can also change most of your details yourself in your account, and close your account there. If you are not satisfied with our answer, you may complain to the Personal Data Protection Office.

## Security

Passwords are stored as hashes, connections are encrypted, and staff access is limited to what their work needs and recorded.

## Changes

When this notice changes, we publish the new version here and ask signed-in users to read and accept it.`,
    }),
    page({
      slug: 'faq',
      title: 'Frequently asked questions',
      summary:
        'Buying, renting, land titles in Uganda, agents, payments and your account: the questions we are asked most.',
      body: FAQ_BODY,
    }),
    page({
      slug: 'advertisement',
      title: 'Advertise with us',
      summary:
        'Reach people looking for homes, land and commercial property across Uganda: ad slots, placements and rates.',
      body: `AfriNest is where people in Uganda look for a home, a plot or business premises. Banks, developers, furniture and building suppliers, movers and insurers reach them at the moment they are making decisions.

## Ad slots

| Slot | Where it shows | Image size |
| --- | --- | --- |
| **Home banner** | Across the top of the home page, below the search | 1200 × 300 px (a 4:1 image) |
| **Between search results** | After every tenth listing in search results | 600 × 400 px |
| **Listing page side** | Beside the photos on each property's page | 300 × 600 px |
| **Plots page** | On the land and plots search | 1200 × 300 px |

Ads can be targeted to the kind of page (for example land only) and to regions (for example Kampala and Wakiso).

## Sample placements

- A bank's mortgage offer in the listing page side slot, shown on houses for sale in Kampala, Wakiso and Mukono.
- A hardware supplier on the plots page, shown to people looking at land.
- A moving company between search results on rentals.

## Rates

- Home banner: from **UGX 350,000 per week**
- Between search results: from **UGX 200,000 per week**
- Listing page side: from **UGX 250,000 per week**
- Plots page: from **UGX 150,000 per week**

Rates depend on targeting and length of the campaign; monthly bookings are discounted. Every campaign gets a report of its impressions (counted when at least half the ad is seen) and clicks.

## Our rules

Ads must be legal, truthful and suitable for a family audience, and link to the advertiser's own site. We do not accept ads for unlicensed lending, gambling or property we cannot verify.

Send us an enquiry with the form below and we will answer within two working days.`,
    }),
    page({
      slug: 'hotels',
      title: 'Hotels for sale and rent in Uganda',
      summary:
        'Hotels, guest houses and lodges for sale or lease across Uganda, from Kampala to the tourist routes.',
      body: `Looking to buy or lease a hotel, a guest house or a safari lodge? Below are the hotels listed on AfriNest by registered agents, from business hotels in Kampala and Entebbe to lodges near Murchison Falls, Bwindi and Lake Bunyonyi.

When you enquire, ask for the occupancy figures of the last two years, the trading licence, and whether staff, furniture and bookings pass with the sale.`,
    }),
    page({
      slug: 'building',
      title: 'Commercial buildings for sale and rent',
      summary:
        'Office blocks, shops, warehouses and mixed-use buildings for sale or rent across Uganda.',
      body: `Offices, shop fronts, warehouses and mixed-use buildings listed by registered agents. Filter by district and price below, or open the map to see what is near the roads and markets you need.

Before committing, ask for the title, approved building plans, occupation permit and current tenancy agreements, and check the property rates paid to the municipality.`,
    }),
  ];
}

const FAQ_BODY = `Can't find your question? Search the [help centre](/help) or [contact us](/contact).

## Buying

### How do I know a seller really owns the property?
Ask for a copy of the title and do a search at the land registry (see "How do I do a land title search?" below). The name on the register should match the seller, or the seller should hold a written authority from the owner. Meet the seller in person and keep copies of their national ID.

### Should I pay a deposit to reserve a property?
Only after you have seen the property and checked its title, and only against a written agreement that says what happens to the deposit if the sale does not go ahead. Use a lawyer for the sale agreement and the transfer.

### Who pays the costs of a sale?
Usually the buyer pays stamp duty (1% of the value), registration fees and their lawyer, and the seller pays the agent's commission. Agree it in writing before you sign.

## Renting

### How much deposit is normal for a rental in Kampala?
Landlords commonly ask for one to three months' rent in advance, and sometimes a refundable security deposit of one month. Always get a written tenancy agreement and receipts for every payment.

### Can a landlord raise the rent at any time?
Under the Landlord and Tenant Act, 2022 rent is changed only as the tenancy agreement allows, with notice. Read the agreement for the notice period before you sign.

## Land and titles in Uganda

### What kinds of land tenure are there?
Listings here show one of five: **mailo** (land in Buganda held in perpetuity, often with lawful or bona fide occupants living on it), **freehold** (held in perpetuity), **leasehold** (held for a set number of years, commonly 49 or 99, from a landlord such as a district land board or the Buganda Land Board), **customary** (held under the customs of a community, often without a title) and **kibanja** (an occupant's interest on someone else's land, usually mailo: not a title of its own).

### What is a kibanja?
A kibanja is land occupied by a tenant on someone else's mailo land (a "lawful or bona fide occupant"). Buying a kibanja gives you the occupant's rights, not a title: you need the consent of the registered owner, and the sale should be witnessed by the local council (LC1).

### How do I do a land title search?
Take a copy of the title to the Ministry of Lands zonal office (MZO) that covers the land, or use the national land information system, and pay the search fee. The search shows the registered owner and any mortgage, caveat or other encumbrance. Do the search yourself or through your lawyer, not through the seller.

### What is a caveat?
A caveat is a warning registered on a title by someone who claims an interest in the land. While it stands, the land cannot be transferred. Do not buy land with a caveat until it is removed.

## Agents and agencies

### Who can list property on AfriNest?
Agents who belong to an agency registered on AfriNest. Agencies are checked before their listings go live.

### How do I list my agency?
Create an account, then choose "Register an agency" and send your company details. Once we have checked them, you can invite your agents and start listing.

### Can I report a listing?
Yes. Use "Report this listing" on its page if it looks false, is already sold or asks for money before a viewing. We review every report.

## Payments

### Do I pay AfriNest to look at or contact a property?
No. Searching and contacting agents is free. Only agencies pay, for listing packages.

### How do agencies pay for packages?
By mobile money (MTN MoMo or Airtel Money) or by card. Every payment gets an invoice you can download from your account.

### Where do I find my invoices?
In your agency's account under "Payments". Each invoice shows the package, the period, the amount in UGX and the payment reference.

## Account and privacy

### I forgot my password. What do I do?
Choose "Forgot password" on the sign-in page and follow the link we email you. The link works for a short time only.

### How do I get a copy of my data or delete my account?
See our [privacy notice](/privacy): it tells you what we keep and how to ask for a copy or for deletion.

### Why am I asked to accept the terms again?
When the terms of use or the privacy notice change, we ask every user to read and accept the new version once.`;

const helpArticles: ContentInput[] = [
  help('Finding a property', {
    slug: 'searching-for-a-property',
    title: 'Searching for a property',
    summary: 'Filter by place, price, kind and size, and use the map to see what is near.',
    body: `Start from the search box on the home page: type a district, town or neighbourhood, then choose **buy** or **rent**.

- **Filters** narrow the results by kind (house, apartment, land, hotel, commercial building), price range in UGX, bedrooms and size.
- **The map** shows the listings where they are; zoom in to see each one.
- **Favourites**: tap the heart on a listing to keep it. Sign in to see your favourites on any phone or computer.

Tip: on a slow connection, the list view uses less data than the map.`,
  }),
  help('Finding a property', {
    slug: 'checking-land-before-you-buy',
    title: 'Checking land before you buy',
    summary:
      'The title search, the boundaries and the neighbours: what to check before paying for land.',
    body: `1. **Ask for the title** and note the block and plot number.
2. **Search the title** at the Ministry of Lands zonal office for that area. The search shows the owner and any mortgage or caveat.
3. **Visit the land** with a surveyor to confirm the boundaries match the title's map.
4. **Talk to the neighbours and the LC1 chairperson**: they know of disputes and of people living on the land (on mailo land, occupants have rights).
5. **Use a lawyer** for the sale agreement and the transfer, and pay against the signed transfer forms.`,
  }),
  help('Contacting agents safely', {
    slug: 'avoiding-property-scams',
    title: 'Avoiding property scams',
    summary: 'The warning signs of a fake listing, and what to do if something feels wrong.',
    body: `Most agents are honest, but scammers copy listings to collect "viewing fees" or deposits. Be careful when:

- someone asks for money **before** you have seen the property;
- the price is far below similar properties nearby;
- the "owner" is abroad and cannot meet you;
- you are pressed to decide today.

**Never** send money by mobile money to reserve a property you have not seen, and never share your mobile money PIN. If a listing looks wrong, use **Report this listing** on its page.`,
  }),
  help('Contacting agents safely', {
    slug: 'contacting-an-agent',
    title: 'Contacting an agent',
    summary: 'Call, WhatsApp or send a message from a listing, and what to ask.',
    body: `Each listing shows its agent. You can call, open WhatsApp or send a message through AfriNest; a message reaches the agent by email and stays in their account.

Ask the agent:

- whether the property is still available, and the full price including any service charge;
- for the title or the tenancy agreement you will sign;
- to arrange a viewing at a time you can go in daylight, ideally with someone you trust.`,
  }),
  help('Listing as an agent', {
    slug: 'listing-your-first-property',
    title: 'Listing your first property',
    summary: 'Create a listing with photos and a location, and publish it.',
    body: `1. Sign in and open **My listings**, then **New listing**.
2. Choose the kind and whether it is for sale or rent, and give the price in UGX.
3. Place the pin on the map and write a clear description: size, rooms, access road, water and power.
4. Add photos: bright, horizontal, the outside first. Large photos are resized for you.
5. Publish. Your listing counts against your agency's package; you can deactivate it when the property is taken.`,
  }),
  help('Payments and invoices', {
    slug: 'paying-for-a-package',
    title: 'Paying for a package',
    summary: 'Buy or renew a listing package by mobile money or card, and find your invoices.',
    body: `Agencies buy packages for listing slots, agent seats and photo storage. Open **Packages**, choose one and pay by MTN MoMo, Airtel Money or card. With mobile money, approve the request on your phone; the package starts as soon as the payment is confirmed.

Every payment has an invoice under **Payments**, in UGX, ready to download.`,
  }),
  help('Your account', {
    slug: 'managing-your-account',
    title: 'Managing your account',
    summary: 'Change your details and password, choose your language, or close your account.',
    body: `Open **My account** to change your name, phone number, language and notifications, or your password.

To get a copy of your data or have your account deleted, follow the steps in our [privacy notice](/privacy).`,
  }),
];

const blogPosts: ContentInput[] = [
  post('Buying', {
    slug: 'buying-land-in-uganda-checking-the-title',
    title: 'Buying land in Uganda: checking the title',
    summary:
      'Mailo, freehold, leasehold or customary: what the title tells you, and the search that protects your money.',
    body: `Land is the biggest purchase most families in Uganda make, and the title is where it is won or lost.

## Know the tenure

**Freehold** and **mailo** land are held for ever; a **leasehold** runs out, so check how many years are left. On mailo land, occupants (bibanja holders) may have lawful rights that stay when the land changes hands. **Customary** land often has no title at all; a certificate of customary ownership is the first step.

## Search before you pay

A search at the Ministry of Lands zonal office costs little and shows the registered owner, mortgages and caveats. Do it yourself or through your own lawyer — never rely on a copy from the seller.

## Walk the boundaries

Bring a surveyor to open the boundaries and compare them with the title's deed plan, and talk to the neighbours and the LC1 chairperson. They will tell you about disputes that no register shows.`,
  }),
  post('Renting', {
    slug: 'renting-in-kampala-what-deposits-are-normal',
    title: 'Renting in Kampala: what deposits are normal',
    summary:
      'How much rent in advance landlords ask for, what a security deposit covers, and how to get it back.',
    body: `Most landlords in Kampala ask for rent in advance — one to three months is common, six for some houses in Kololo, Naguru or Muyenga. Some also ask for a refundable security deposit, often one month's rent.

## Get it in writing

The Landlord and Tenant Act, 2022 expects a written tenancy agreement for longer lets. It should say the rent, when it is due, the deposit, who pays for repairs and how much notice each side gives.

## Getting your deposit back

Take photos of every room when you move in and send them to the landlord. When you leave, agree on the condition together. Keep every receipt: mobile money messages count, but a signed receipt is better.`,
  }),
  post('Buying', {
    slug: 'mobile-money-for-property-payments',
    title: 'Mobile money for property payments',
    summary:
      'Mobile money is quick and traceable, but has limits. When to use it, and when to use the bank.',
    body: `Mobile money is how most of Uganda pays, and it leaves a record of every payment. For property it is useful for small amounts: a booking fee, a month's rent, a surveyor's fee.

## Know the limits

Daily and per-transaction limits mean large sums need several payments, each with a fee. For the purchase of land or a house, pay through the bank, against signed documents, and keep the bank's confirmation.

## Stay safe

Only pay a number you have confirmed in person, never pay to "reserve" something you have not seen, and never share your PIN — not even with someone who says they work for the network or for AfriNest.`,
  }),
];
