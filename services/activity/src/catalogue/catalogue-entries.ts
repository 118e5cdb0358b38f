// The curated catalogue every user sees: real, varied activities in every
// category, each in a listed city ('name, country'), with three or more steps whose kinds
// come from the global list. `catalogue.spec.ts` checks all of that. Editing an entry
// changes it at the next start; an entry's id is its name's slug, so renaming one makes
// a new activity.
import type { Category, InstructionType } from '@outings/reference-data';

export interface CatalogueEntry {
  name: string;
  category: Category;
  location: string;
  description: string;
  goal: string;
  /** Hours. */
  duration: number;
  cost: number;
  participants: number;
  featured?: boolean;
  steps: ReadonlyArray<readonly [kind: InstructionType, title: string, details: string]>;
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  // Adventure
  {
    name: 'Sunrise Kayak Along the Coast', category: 'Adventure', location: 'Sydney, AU', featured: true,
    description: 'Paddle out of a sheltered bay at first light and follow the cliffs while the city wakes up.',
    goal: 'Reach the lighthouse point and back before the morning wind picks up.',
    duration: 3, cost: 65, participants: 2,
    steps: [
      ['communicate', 'Pick a calm morning', 'Check the marine forecast together and agree on a day with light winds.'],
      ['purchase', 'Book the kayaks', 'Reserve double kayaks and life jackets at a rental shop near the bay.'],
      ['travel', 'Meet at the launch', 'Arrive 20 minutes before sunrise to get briefed and on the water.'],
      ['capture', 'Photo at the point', 'Take a group photo with the lighthouse behind you.'],
    ],
  },
  {
    name: 'Via Ferrata Taster', category: 'Adventure', location: 'Ljubljana, SI',
    description: 'Clip into steel cables and climb a protected route with views over the valley, no experience needed.',
    goal: 'Finish the beginner route as a group.',
    duration: 4, cost: 90, participants: 2,
    steps: [
      ['purchase', 'Rent the kit', 'Helmet, harness and via ferrata set from a mountain shop.'],
      ['learn', 'Practice clipping', 'Spend ten minutes on the practice wall at the start of the route.'],
      ['explore', 'Climb together', 'Keep one person between each pair of anchors and take breaks on the ledges.'],
    ],
  },
  {
    name: 'Canyon River Tubing', category: 'Adventure', location: 'Denver, US',
    description: 'Float down a gentle river stretch on inner tubes with a packed lunch and a waterproof speaker.',
    goal: 'Float the full stretch and meet at the take-out.',
    duration: 3, cost: 25, participants: 3,
    steps: [
      ['purchase', 'Get tubes', 'Rent tubes and a dry bag for phones and keys.'],
      ['travel', 'Shuttle to the put-in', 'Leave one car at the take-out and drive together to the start.'],
      ['play', 'Tube chain', 'Link tubes for the calm parts and race on the small rapids.'],
    ],
  },
  {
    name: 'Urban Night Geocaching', category: 'Adventure', location: 'Berlin, DE',
    description: 'Hunt hidden caches across the city after dark with flashlights and a geocaching app.',
    goal: 'Find five caches before midnight.',
    duration: 3, cost: 0, participants: 2,
    steps: [
      ['learn', 'Install the app', 'Create a free geocaching account and save five caches close to each other.'],
      ['explore', 'Hunt', 'Split into pairs for each cache and regroup when one is found.'],
      ['create', 'Log the finds', 'Sign each logbook with a name the whole group picks.'],
    ],
  },
  {
    name: 'Volcano Crater Hike', category: 'Adventure', location: 'Auckland, NZ', featured: true,
    description: 'Walk up a dormant volcano cone and around its crater rim for sweeping views of two harbours.',
    goal: 'Walk the full crater rim loop.',
    duration: 2.5, cost: 0, participants: 2,
    steps: [
      ['travel', 'Meet at the base', 'Meet at the car park at the foot of the cone with water and sun cream.'],
      ['explore', 'Loop the rim', 'Walk the rim clockwise and stop at the summit marker.'],
      ['capture', 'Panorama', 'Take a panorama of both harbours from the summit.'],
    ],
  },
  {
    name: 'Zipline Canopy Tour', category: 'Adventure', location: 'San Jose, CR',
    description: 'Fly between platforms high in the rainforest canopy on a guided zipline circuit.',
    goal: 'Ride every line of the circuit.',
    duration: 3, cost: 80, participants: 2,
    steps: [
      ['purchase', 'Book the tour', 'Book a morning slot for the whole group; mornings are clearer.'],
      ['learn', 'Safety briefing', 'Listen to the guides and practise braking on the training line.'],
      ['capture', 'Film a run', 'Take turns filming each other on the longest line.'],
    ],
  },
  // Food & Drink
  {
    name: 'Street Food Night Market Crawl', category: 'Food & Drink', location: 'Bangkok, TH', featured: true,
    description: 'Graze a night market stall by stall, sharing every dish so everyone tastes everything.',
    goal: 'Try ten dishes you have never had before.',
    duration: 3, cost: 20, participants: 3,
    steps: [
      ['communicate', 'Set a budget', 'Agree on a per-person budget and who holds the shared cash.'],
      ['eat', 'Share every dish', 'Each person picks two stalls; every plate is split.'],
      ['create', 'Rank the dishes', 'Vote on the best dish of the night before leaving.'],
    ],
  },
  {
    name: 'Homemade Pasta Class', category: 'Food & Drink', location: 'Florence, IT',
    description: 'Learn to make fresh egg pasta by hand in a small cooking class, then eat what you made.',
    goal: 'Make two pasta shapes from scratch.',
    duration: 3, cost: 75, participants: 2,
    steps: [
      ['purchase', 'Book the class', 'Reserve places in a small-group class for the evening.'],
      ['learn', 'Knead and roll', 'Follow the chef through dough, rolling and cutting.'],
      ['eat', 'Dinner', 'Sit down together to eat your pasta with the sauces of the day.'],
    ],
  },
  {
    name: 'Dumpling Folding Party', category: 'Food & Drink', location: 'Shanghai, CN',
    description: 'Buy wrappers and fillings at a wet market and fold a few hundred dumplings together.',
    goal: 'Fold and eat at least fifty dumplings.',
    duration: 3, cost: 15, participants: 3,
    steps: [
      ['purchase', 'Shop the market', 'Buy wrappers, pork, cabbage, ginger and spring onions.'],
      ['create', 'Fold', 'Everyone learns one fold and teaches it to the others.'],
      ['eat', 'Steam and feast', 'Steam in batches and eat while the next batch cooks.'],
    ],
  },
  {
    name: 'Taco Tasting Walk', category: 'Food & Drink', location: 'Mexico City, MX',
    description: 'Walk between taquerias tasting al pastor, suadero and barbacoa at each stop.',
    goal: 'Visit four taquerias and pick a favourite.',
    duration: 2.5, cost: 18, participants: 2,
    steps: [
      ['explore', 'Plan the route', 'Pick four taquerias within walking distance of each other.'],
      ['eat', 'One taco each', 'Order each stop’s speciality, one per person.'],
      ['communicate', 'Score card', 'Rate each taco out of ten on a shared note.'],
    ],
  },
  {
    name: 'Wine Tasting in the Winelands', category: 'Food & Drink', location: 'Cape Town, ZA',
    description: 'Spend an afternoon visiting two wine estates for tastings among the vineyards.',
    goal: 'Taste at two estates and bring home a bottle to share.',
    duration: 5, cost: 40, participants: 2,
    steps: [
      ['communicate', 'Pick a driver', 'Choose a designated driver or book a shuttle.'],
      ['travel', 'Drive out', 'Head out after lunch to avoid the morning tour buses.'],
      ['purchase', 'Buy a bottle', 'Buy one bottle of the group’s favourite to open at the next outing.'],
    ],
  },
  {
    name: 'Ramen Shop Challenge', category: 'Food & Drink', location: 'Tokyo, JP',
    description: 'Queue at a famous ramen counter, order from the ticket machine and slurp in silence.',
    goal: 'Finish every drop of broth.',
    duration: 1.5, cost: 12, participants: 2,
    steps: [
      ['travel', 'Join the queue', 'Arrive before opening; the queue moves fast.'],
      ['purchase', 'Ticket machine', 'Choose your bowl and toppings at the machine by the door.'],
      ['eat', 'Slurp', 'Eat quickly and quietly, then give up the seat for the next person.'],
    ],
  },
  {
    name: 'Brunch Cook-Off', category: 'Food & Drink', location: 'Melbourne, AU',
    description: 'Each person cooks one brunch dish at a shared kitchen and the group judges blind.',
    goal: 'Crown the brunch champion.',
    duration: 3, cost: 15, participants: 3,
    steps: [
      ['communicate', 'Assign dishes', 'Everyone secretly picks a dish and tells only the host.'],
      ['create', 'Cook', 'Cook at the same time and plate on identical plates.'],
      ['play', 'Blind judging', 'Taste without knowing who cooked what, then vote.'],
    ],
  },
  // Arts & Culture
  {
    name: 'Museum Sketch Afternoon', category: 'Arts & Culture', location: 'Paris, FR', featured: true,
    description: 'Bring sketchbooks to a sculpture gallery and draw the same statues from different angles.',
    goal: 'Each person finishes three sketches.',
    duration: 3, cost: 17, participants: 2,
    steps: [
      ['purchase', 'Tickets and pencils', 'Book timed tickets and bring a sketchbook and soft pencils.'],
      ['create', 'Sketch', 'Pick three statues and give each 20 minutes.'],
      ['communicate', 'Swap books', 'Swap sketchbooks at the café and compare angles.'],
    ],
  },
  {
    name: 'Street Art Walking Tour', category: 'Arts & Culture', location: 'Lisbon, PT',
    description: 'Follow a self-guided trail of murals and tiled facades through old neighbourhoods.',
    goal: 'Find and photograph eight murals.',
    duration: 2.5, cost: 0, participants: 2,
    steps: [
      ['learn', 'Map the murals', 'Save a street art map with eight murals along one route.'],
      ['explore', 'Walk the route', 'Take the tram up and walk down through the alleys.'],
      ['capture', 'Mural photos', 'Photograph each mural with someone copying its pose.'],
    ],
  },
  {
    name: 'Pottery Wheel Workshop', category: 'Arts & Culture', location: 'Kyoto, JP',
    description: 'Throw bowls on a wheel in a ceramics studio; the studio glazes and fires them for you.',
    goal: 'Throw one bowl each worth keeping.',
    duration: 2, cost: 45, participants: 2,
    steps: [
      ['purchase', 'Book the studio', 'Reserve a beginner wheel session for the group.'],
      ['learn', 'Centre the clay', 'The teacher shows centring; practise until it stays still.'],
      ['create', 'Throw a bowl', 'Shape a bowl and sign the bottom before it goes to the kiln.'],
    ],
  },
  {
    name: 'Improv Theatre Night', category: 'Arts & Culture', location: 'Chicago, US',
    description: 'Watch an improv show where the audience shouts the suggestions, then try a drop-in class.',
    goal: 'Get one of your suggestions into a scene.',
    duration: 3, cost: 25, participants: 2,
    steps: [
      ['purchase', 'Tickets', 'Buy tickets for the late show and sit near the front.'],
      ['play', 'Shout suggestions', 'Agree on a silly suggestion beforehand and shout it together.'],
      ['learn', 'Drop-in class', 'Stay for the drop-in jam if the theatre runs one.'],
    ],
  },
  {
    name: 'Flamenco Show and Tapas', category: 'Arts & Culture', location: 'Seville, ES',
    description: 'See an intimate flamenco performance in a small tablao, then share tapas nearby.',
    goal: 'Learn one palmas rhythm from the show.',
    duration: 3, cost: 35, participants: 2,
    steps: [
      ['purchase', 'Book a tablao', 'Book seats in a small venue rather than a dinner show.'],
      ['learn', 'Palmas', 'Watch the clapping and practise the rhythm on the walk after.'],
      ['eat', 'Tapas', 'Share four tapas at a bar nearby.'],
    ],
  },
  {
    name: 'Photography Golden Hour Walk', category: 'Arts & Culture', location: 'Prague, CZ',
    description: 'Walk the old town and the river bridges in the hour before sunset with cameras or phones.',
    goal: 'Each person picks one photo for a shared album.',
    duration: 2, cost: 0, participants: 2,
    steps: [
      ['travel', 'Meet at the tower', 'Meet at the old town square an hour before sunset.'],
      ['capture', 'Shoot', 'Everyone shoots the same three spots in their own style.'],
      ['create', 'Shared album', 'Pick one photo each for a shared album.'],
    ],
  },
  // Sports
  {
    name: 'Pickup Beach Volleyball', category: 'Sports', location: 'Rio de Janeiro, BR', featured: true,
    description: 'Play a relaxed game of beach volleyball on the sand, with a swim between sets.',
    goal: 'Play three sets, teams reshuffled each set.',
    duration: 2, cost: 0, participants: 4,
    steps: [
      ['travel', 'Claim a net', 'Arrive early to claim a free net near a lifeguard post.'],
      ['play', 'Three sets', 'Reshuffle teams after each set.'],
      ['relax', 'Coconut break', 'Cool off with coconut water between sets.'],
    ],
  },
  {
    name: 'Bouldering Session', category: 'Sports', location: 'London, GB',
    description: 'Climb colour-graded problems at an indoor bouldering wall, cheering each other on.',
    goal: 'Everyone tops a problem one grade harder than their first.',
    duration: 2, cost: 18, participants: 2,
    steps: [
      ['purchase', 'Entry and shoes', 'Buy entry and rent climbing shoes at the desk.'],
      ['learn', 'Warm up', 'Start on the easiest colour to learn to fall safely.'],
      ['play', 'Project together', 'Choose one hard problem and take turns until someone tops it.'],
    ],
  },
  {
    name: 'Park Run and Coffee', category: 'Sports', location: 'Dublin, IE',
    description: 'Join the free timed 5 km run in the park on Saturday morning, then coffee nearby.',
    goal: 'Everyone finishes the 5 km.',
    duration: 2, cost: 5, participants: 2,
    steps: [
      ['learn', 'Register', 'Register online for free and print your barcode.'],
      ['travel', 'Start line', 'Meet at the start ten minutes early.'],
      ['eat', 'Coffee', 'Compare finishing times over coffee.'],
    ],
  },
  {
    name: 'Stand-Up Paddle Lesson', category: 'Sports', location: 'Honolulu, US',
    description: 'Learn to stand, balance and turn on a paddleboard in calm lagoon water.',
    goal: 'Paddle standing for ten minutes without falling.',
    duration: 2, cost: 60, participants: 2,
    steps: [
      ['purchase', 'Book the lesson', 'Book a group lesson with board rental.'],
      ['learn', 'Kneel, then stand', 'Start kneeling and stand once you feel balanced.'],
      ['play', 'Follow the leader', 'Take turns leading the group around the lagoon.'],
    ],
  },
  {
    name: 'Five-a-Side Football', category: 'Sports', location: 'Buenos Aires, AR',
    description: 'Rent a small-sided pitch for an hour of fast football under the lights.',
    goal: 'Play a full hour and keep score.',
    duration: 1.5, cost: 10, participants: 6,
    steps: [
      ['purchase', 'Book a pitch', 'Book an evening slot and split the cost.'],
      ['communicate', 'Pick teams', 'Pick teams by drawing names.'],
      ['play', 'Play', 'Rotate the goalkeeper every ten minutes.'],
    ],
  },
  {
    name: 'Cycling the Canal Loop', category: 'Sports', location: 'Amsterdam, NL',
    description: 'Ride a flat loop along canals and polders out of the city to a windmill and back.',
    goal: 'Ride the 30 km loop with a stop at the windmill.',
    duration: 3, cost: 15, participants: 2,
    steps: [
      ['purchase', 'Rent bikes', 'Rent city bikes with locks for the day.'],
      ['travel', 'Ride out', 'Follow the river path out of the city in single file.'],
      ['relax', 'Windmill stop', 'Stop for pancakes by the windmill before riding back.'],
    ],
  },
  // Nature
  {
    name: 'Cherry Blossom Picnic', category: 'Nature', location: 'Seoul, KR', featured: true,
    description: 'Spread a picnic blanket under blossoming trees by the river and spend the afternoon there.',
    goal: 'Stay until the lanterns come on.',
    duration: 4, cost: 15, participants: 3,
    steps: [
      ['purchase', 'Picnic supplies', 'Everyone brings one dish and something to drink.'],
      ['travel', 'Claim a spot', 'One person arrives early to claim a spot under the trees.'],
      ['relax', 'Stay for the lanterns', 'Stay until dusk when the lanterns light up.'],
    ],
  },
  {
    name: 'Birdwatching at the Wetlands', category: 'Nature', location: 'Nairobi, KE',
    description: 'Walk the wetland trails with binoculars and a bird guide, counting species.',
    goal: 'Spot and name fifteen species.',
    duration: 3, cost: 10, participants: 2,
    steps: [
      ['learn', 'Get a guide', 'Download a regional bird app or borrow a field guide.'],
      ['explore', 'Walk quietly', 'Walk the trails slowly and stop at each hide.'],
      ['create', 'Species list', 'Keep one shared list and tick off each new species.'],
    ],
  },
  {
    name: 'Tide Pool Exploring', category: 'Nature', location: 'San Francisco, US',
    description: 'Explore rock pools at low tide looking for anemones, crabs and sea stars.',
    goal: 'Find a sea star without touching it.',
    duration: 2, cost: 0, participants: 2,
    steps: [
      ['learn', 'Check the tide', 'Pick a day with a low tide in daylight.'],
      ['explore', 'Search the pools', 'Step only on bare rock and look, do not lift.'],
      ['capture', 'Photo log', 'Photograph each creature you find.'],
    ],
  },
  {
    name: 'Fjord Forest Viewpoint Hike', category: 'Nature', location: 'Oslo, NO',
    description: 'Climb a forest trail to a mountain viewpoint above the city and the fjord.',
    goal: 'Reach the viewpoint and have lunch there.',
    duration: 4, cost: 0, participants: 2,
    steps: [
      ['travel', 'Meet at the trailhead', 'Meet at the trailhead with rain jackets.'],
      ['explore', 'Climb', 'Take the forest trail up, resting at each bench.'],
      ['eat', 'Lunch with a view', 'Eat packed lunches at the viewpoint.'],
    ],
  },
  {
    name: 'Stargazing Away From the City', category: 'Nature', location: 'Santiago, CL',
    description: 'Drive out of the city to a dark spot with blankets, a star map and a thermos.',
    goal: 'Find the Southern Cross and three planets.',
    duration: 4, cost: 10, participants: 2,
    steps: [
      ['learn', 'Star map', 'Install a star map app and check the moon phase.'],
      ['travel', 'Drive out', 'Drive to a dark-sky spot an hour from the city.'],
      ['relax', 'Lie back', 'Lie on blankets and let your eyes adjust for 20 minutes.'],
    ],
  },
  {
    name: 'Botanic Garden Scavenger Hunt', category: 'Nature', location: 'Singapore, SG',
    description: 'Explore the botanic gardens with a list of plants and spots to find.',
    goal: 'Tick off the whole list.',
    duration: 2.5, cost: 0, participants: 2,
    steps: [
      ['create', 'Write the list', 'Each person writes three things to find.'],
      ['explore', 'Hunt', 'Split into two teams and search the gardens.'],
      ['capture', 'Proof', 'Photograph each find as proof.'],
    ],
  },
  // Nightlife
  {
    name: 'Rooftop Bar Hop', category: 'Nightlife', location: 'New York, US', featured: true,
    description: 'Visit three rooftop bars in one evening for the skyline at sunset and after dark.',
    goal: 'Watch the sunset from the first rooftop.',
    duration: 4, cost: 60, participants: 2,
    steps: [
      ['explore', 'Pick three rooftops', 'Choose three bars within walking distance.'],
      ['travel', 'Start before sunset', 'Be at the first rooftop 30 minutes before sunset.'],
      ['capture', 'Skyline photo', 'Take a group photo with the lit skyline.'],
    ],
  },
  {
    name: 'Jazz Club Late Set', category: 'Nightlife', location: 'New Orleans, US',
    description: 'Catch the late set at a small jazz club on a music street.',
    goal: 'Stay for the whole late set.',
    duration: 3, cost: 20, participants: 2,
    steps: [
      ['purchase', 'Cover charge', 'Bring cash for the cover and a drink minimum.'],
      ['travel', 'Arrive early', 'Get there before the set to get a table.'],
      ['relax', 'Listen', 'Phones away for the whole set.'],
    ],
  },
  {
    name: 'Karaoke Private Room', category: 'Nightlife', location: 'Osaka, JP',
    description: 'Book a private karaoke room for the group with a song list everyone contributes to.',
    goal: 'Everyone sings at least one solo and one duet.',
    duration: 2, cost: 20, participants: 3,
    steps: [
      ['purchase', 'Book a room', 'Book a room for two hours with a drinks plan.'],
      ['communicate', 'Song queue', 'Each person adds three songs to the queue.'],
      ['play', 'Duets', 'Pair up for duets picked by drawing names.'],
    ],
  },
  {
    name: 'Night Market and Live Music', category: 'Nightlife', location: 'Hanoi, VN',
    description: 'Walk the weekend night market, then find a small bar with live acoustic music.',
    goal: 'Try a street snack and hear a live set.',
    duration: 3, cost: 10, participants: 2,
    steps: [
      ['explore', 'Night market', 'Walk the market from end to end.'],
      ['eat', 'Street snack', 'Share one snack nobody has tried before.'],
      ['relax', 'Live music', 'Finish at a bar with a live acoustic set.'],
    ],
  },
  {
    name: 'Silent Disco', category: 'Nightlife', location: 'Barcelona, ES',
    description: 'Dance with wireless headphones switching between three DJs at a silent disco.',
    goal: 'Dance through all three channels.',
    duration: 3, cost: 25, participants: 2,
    steps: [
      ['purchase', 'Tickets', 'Buy tickets in advance; headphones are handed out at the door.'],
      ['play', 'Channel switch', 'Every 15 minutes everyone switches to the same channel.'],
      ['capture', 'Silent video', 'Film the group dancing with the sound off.'],
    ],
  },
  {
    name: 'Comedy Open Mic', category: 'Nightlife', location: 'Toronto, CA',
    description: 'Watch new comedians try out material at an open mic night in a small bar.',
    goal: 'Stay for the whole list and pick the best newcomer.',
    duration: 2.5, cost: 10, participants: 2,
    steps: [
      ['travel', 'Get a table', 'Arrive before sign-up closes to get a table.'],
      ['relax', 'Watch', 'Watch the list from start to end.'],
      ['communicate', 'Vote', 'Vote on the best newcomer on the way out.'],
    ],
  },
  // Games
  {
    name: 'Escape Room Challenge', category: 'Games', location: 'Budapest, HU', featured: true,
    description: 'Solve puzzles as a team to escape a themed room within the hour.',
    goal: 'Escape with time on the clock.',
    duration: 1.5, cost: 25, participants: 3,
    steps: [
      ['purchase', 'Book a room', 'Pick a room rated for beginners and book it.'],
      ['communicate', 'Shout out clues', 'Say out loud every clue you find.'],
      ['play', 'Escape', 'Use at most two hints.'],
    ],
  },
  {
    name: 'Board Game Café Night', category: 'Games', location: 'Seoul, KR',
    description: 'Spend an evening at a board game café picking new games from the shelves.',
    goal: 'Play three games nobody has played before.',
    duration: 3, cost: 10, participants: 3,
    steps: [
      ['travel', 'Get a table', 'Book a table for the evening.'],
      ['learn', 'Ask the staff', 'Ask the staff to teach one game.'],
      ['play', 'Three new games', 'Rotate who picks the next game.'],
    ],
  },
  {
    name: 'Bowling and Arcade', category: 'Games', location: 'Austin, US',
    description: 'Bowl two games, then spend the winnings on arcade tickets.',
    goal: 'Everyone beats their first score in the second game.',
    duration: 2.5, cost: 30, participants: 2,
    steps: [
      ['purchase', 'Lane and shoes', 'Book a lane and rent shoes.'],
      ['play', 'Two games', 'Bowl two games and keep score.'],
      ['play', 'Arcade', 'Pool the tickets for one prize.'],
    ],
  },
  {
    name: 'Mini Golf Tournament', category: 'Games', location: 'Miami, US',
    description: 'Play eighteen holes of themed mini golf with a trophy for the winner.',
    goal: 'Crown a winner and hand over the trophy.',
    duration: 1.5, cost: 15, participants: 2,
    steps: [
      ['create', 'Make a trophy', 'Make a silly trophy before the game.'],
      ['play', 'Eighteen holes', 'Play all eighteen and keep one score card.'],
      ['capture', 'Podium photo', 'Take a podium photo with the trophy.'],
    ],
  },
  {
    name: 'Chess in the Park', category: 'Games', location: 'Vienna, AT',
    description: 'Bring a board to the park, play quick games and challenge the regulars.',
    goal: 'Play a round robin of five-minute games.',
    duration: 2, cost: 0, participants: 2,
    steps: [
      ['purchase', 'Board and clock', 'Bring a travel board and a chess clock app.'],
      ['play', 'Round robin', 'Everyone plays everyone once.'],
      ['communicate', 'Challenge a regular', 'Invite a regular player for one game.'],
    ],
  },
  {
    name: 'Pub Quiz Night', category: 'Games', location: 'Glasgow, GB',
    description: 'Form a team for a weekly pub quiz with picture rounds and a music round.',
    goal: 'Finish in the top half of the table.',
    duration: 2.5, cost: 5, participants: 3,
    steps: [
      ['communicate', 'Team name', 'Agree on a team name before you arrive.'],
      ['play', 'Answer together', 'Only write an answer the table agrees on.'],
      ['eat', 'Snacks', 'Share a plate of snacks during the break.'],
    ],
  },
  // Learning
  {
    name: 'Language Exchange Meetup', category: 'Learning', location: 'Madrid, ES', featured: true,
    description: 'Join a language exchange where you swap half an hour in each language with locals.',
    goal: 'Hold a ten-minute conversation in the other language.',
    duration: 2, cost: 5, participants: 2,
    steps: [
      ['learn', 'Prepare phrases', 'Write ten phrases about yourself in the other language.'],
      ['communicate', 'Swap partners', 'Change partners every half hour.'],
      ['create', 'New words', 'Note every new word and share the list after.'],
    ],
  },
  {
    name: 'Guided History Walk', category: 'Learning', location: 'Rome, IT',
    description: 'Take a free walking tour through the ancient centre and its forums.',
    goal: 'Each person teaches the group one fact they learned.',
    duration: 3, cost: 10, participants: 2,
    steps: [
      ['travel', 'Meeting point', 'Meet the guide at the fountain ten minutes early.'],
      ['learn', 'Listen and ask', 'Everyone asks the guide at least one question.'],
      ['purchase', 'Tip the guide', 'Tip the guide at the end.'],
    ],
  },
  {
    name: 'Intro to Coding Workshop', category: 'Learning', location: 'Bengaluru, IN',
    description: 'Build a tiny web page together at a beginners’ coding workshop.',
    goal: 'Publish a one-page site with a photo of the group.',
    duration: 3, cost: 0, participants: 2,
    steps: [
      ['learn', 'Sign up', 'Sign up for a free community workshop and bring laptops.'],
      ['create', 'Build the page', 'Pair up: one types, one reads the instructions.'],
      ['capture', 'Group photo', 'Put a group photo on the page.'],
    ],
  },
  {
    name: 'Planetarium Show', category: 'Learning', location: 'Chicago, US',
    description: 'Watch a dome show about the night sky, then explore the space exhibits.',
    goal: 'Find the constellation from the show in the real sky on the way home.',
    duration: 2.5, cost: 20, participants: 2,
    steps: [
      ['purchase', 'Tickets', 'Book a show time and general admission.'],
      ['learn', 'Exhibits', 'Explore the exhibits before the show.'],
      ['explore', 'Look up', 'Find the constellation from the show on the way home.'],
    ],
  },
  {
    name: 'Calligraphy Basics', category: 'Learning', location: 'Beijing, CN',
    description: 'Learn brush strokes and write your names in a beginners’ calligraphy class.',
    goal: 'Write each other’s names with a brush.',
    duration: 2, cost: 30, participants: 2,
    steps: [
      ['purchase', 'Book the class', 'Book a beginner class with materials included.'],
      ['learn', 'Basic strokes', 'Practise the eight basic strokes.'],
      ['create', 'Names', 'Write each other’s names and swap the sheets.'],
    ],
  },
  {
    name: 'Astronomy Talk and Telescope Night', category: 'Learning', location: 'Tucson, US',
    description: 'Attend a public astronomy talk followed by telescope viewing run by volunteers.',
    goal: 'See Saturn’s rings through a telescope.',
    duration: 3, cost: 0, participants: 2,
    steps: [
      ['learn', 'The talk', 'Sit together for the talk and write down one question.'],
      ['explore', 'Telescopes', 'Queue at every telescope that is set up.'],
      ['communicate', 'Ask', 'Ask a volunteer your question.'],
    ],
  },
  // Wellness
  {
    name: 'Sunrise Beach Yoga', category: 'Wellness', location: 'Denpasar, ID', featured: true,
    description: 'Join an open-air yoga class on the beach as the sun comes up.',
    goal: 'Finish the class and swim after.',
    duration: 1.5, cost: 10, participants: 2,
    steps: [
      ['purchase', 'Book a spot', 'Book a drop-in class and bring a towel.'],
      ['relax', 'Practise', 'Follow the class at your own pace.'],
      ['play', 'Swim', 'Cool off with a swim together after.'],
    ],
  },
  {
    name: 'Thermal Baths Afternoon', category: 'Wellness', location: 'Budapest, HU',
    description: 'Soak in hot outdoor pools and saunas at a historic thermal bath.',
    goal: 'Try every pool temperature.',
    duration: 3, cost: 30, participants: 2,
    steps: [
      ['purchase', 'Tickets and towels', 'Buy entry with a cabin and bring flip-flops.'],
      ['relax', 'Soak', 'Move from the coolest pool to the hottest.'],
      ['communicate', 'Chess in the pool', 'Challenge the regulars to chess in the water.'],
    ],
  },
  {
    name: 'Forest Bathing Walk', category: 'Wellness', location: 'Vancouver, CA',
    description: 'Walk slowly and silently through an old-growth forest, paying attention to each sense.',
    goal: 'Walk 30 minutes without talking.',
    duration: 2, cost: 0, participants: 2,
    steps: [
      ['travel', 'Trailhead', 'Meet at the trailhead with phones on silent.'],
      ['relax', 'Silent walk', 'Walk slowly for 30 minutes without talking.'],
      ['communicate', 'Share', 'Share one thing each person noticed.'],
    ],
  },
  {
    name: 'Hammam and Massage', category: 'Wellness', location: 'Marrakesh, MA',
    description: 'Visit a traditional hammam for a steam, scrub and massage.',
    goal: 'Leave relaxed and have mint tea after.',
    duration: 2.5, cost: 40, participants: 2,
    steps: [
      ['purchase', 'Book', 'Book a hammam with scrub and massage.'],
      ['relax', 'Steam and scrub', 'Follow the attendants through each room.'],
      ['eat', 'Mint tea', 'Finish with mint tea in the courtyard.'],
    ],
  },
  {
    name: 'Sound Bath Meditation', category: 'Wellness', location: 'Los Angeles, US',
    description: 'Lie down for a guided meditation with singing bowls and gongs.',
    goal: 'Stay still for the whole session.',
    duration: 1.5, cost: 25, participants: 2,
    steps: [
      ['purchase', 'Book a session', 'Book the evening session and bring a blanket.'],
      ['relax', 'Listen', 'Lie still and breathe with the sounds.'],
      ['communicate', 'Debrief', 'Talk about it over herbal tea.'],
    ],
  },
  {
    name: 'Sauna and Cold Plunge', category: 'Wellness', location: 'Helsinki, FI',
    description: 'Take turns between a wood-fired sauna and a plunge into the sea.',
    goal: 'Complete three hot-and-cold rounds.',
    duration: 2, cost: 20, participants: 2,
    steps: [
      ['purchase', 'Tickets', 'Buy entry to a public sauna by the sea.'],
      ['relax', 'Three rounds', 'Sauna for ten minutes, then a quick plunge, three times.'],
      ['eat', 'Snack', 'Share a snack at the café after.'],
    ],
  },
  // Music
  {
    name: 'Open-Air Concert Picnic', category: 'Music', location: 'Berlin, DE', featured: true,
    description: 'Picnic on the lawn at an open-air summer concert in a park amphitheatre.',
    goal: 'Sing along to the encore.',
    duration: 4, cost: 45, participants: 2,
    steps: [
      ['purchase', 'Tickets', 'Buy lawn tickets as a group.'],
      ['eat', 'Picnic', 'Each person brings one thing for a shared picnic.'],
      ['capture', 'Encore', 'Film ten seconds of the encore.'],
    ],
  },
  {
    name: 'Drum Circle on the Beach', category: 'Music', location: 'Honolulu, US',
    description: 'Join a sunset drum circle; drums are shared, no experience needed.',
    goal: 'Keep a beat for a whole song.',
    duration: 2, cost: 0, participants: 2,
    steps: [
      ['travel', 'Find the circle', 'Arrive before sunset and join the circle.'],
      ['learn', 'Follow the beat', 'Start with a simple beat and follow the lead drummer.'],
      ['play', 'Jam', 'Take turns leading a rhythm.'],
    ],
  },
  {
    name: 'Vinyl Record Digging', category: 'Music', location: 'Nashville, US',
    description: 'Dig through crates at record shops and pick a record for each other.',
    goal: 'Buy each other one record under a set price.',
    duration: 2.5, cost: 20, participants: 2,
    steps: [
      ['communicate', 'Set a limit', 'Agree on a price limit per record.'],
      ['explore', 'Dig', 'Visit two record shops and browse the bargain crates.'],
      ['purchase', 'Swap gifts', 'Buy a record for someone else and swap them at the end.'],
    ],
  },
  {
    name: 'Samba School Rehearsal', category: 'Music', location: 'Sao Paulo, BR',
    description: 'Watch a samba school rehearse for carnival and join the dancing.',
    goal: 'Learn the basic samba step.',
    duration: 3, cost: 15, participants: 2,
    steps: [
      ['purchase', 'Entry', 'Buy entry at the door of the rehearsal hall.'],
      ['learn', 'Basic step', 'Ask a dancer to show you the basic step.'],
      ['play', 'Dance', 'Dance through at least one full song.'],
    ],
  },
  {
    name: 'Songwriting Afternoon', category: 'Music', location: 'Dublin, IE',
    description: 'Write a short song together, one verse each, and record it on a phone.',
    goal: 'Record a finished song.',
    duration: 3, cost: 0, participants: 2,
    steps: [
      ['create', 'Pick a theme', 'Pick a theme and a simple chord progression.'],
      ['create', 'Write verses', 'Each person writes one verse; write the chorus together.'],
      ['capture', 'Record', 'Record the song on a phone.'],
    ],
  },
  {
    name: 'Orchestra Dress Rehearsal', category: 'Music', location: 'Vienna, AT',
    description: 'Attend an open dress rehearsal of a symphony orchestra at a fraction of the price.',
    goal: 'Stay for the whole rehearsal.',
    duration: 2.5, cost: 12, participants: 2,
    steps: [
      ['purchase', 'Tickets', 'Buy rehearsal tickets online.'],
      ['learn', 'Read the programme', 'Read about the piece before you go.'],
      ['relax', 'Listen', 'Listen to the whole rehearsal.'],
    ],
  },
  {
    name: 'Busking Hour', category: 'Music', location: 'Melbourne, AU',
    description: 'Play or sing on a busy street for an hour and give the takings to a local charity.',
    goal: 'Play for a whole hour.',
    duration: 2, cost: 0, participants: 2,
    steps: [
      ['learn', 'Check the rules', 'Check whether the city needs a busking permit.'],
      ['create', 'Set list', 'Prepare a set list of ten songs.'],
      ['play', 'Play', 'Play for an hour and donate the takings.'],
    ],
  },
];
