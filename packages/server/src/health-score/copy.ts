import type { Questionnaire } from '@portal/contract/calls/health-score';
import type { RouteName } from '@portal/manifest/routes';
import type { Copy } from './questionnaires';

type Scored = Exclude<Questionnaire, 'demographics'>;

const c = (en: string, de: string): Copy => ({ en, de });

/** Outcome names in German, by the English breakpoint name. */
export const OUTCOME_DE: Record<string, string> = {
  'Very Low': 'Sehr niedrig',
  'Quite Low': 'Eher niedrig',
  Fair: 'Mittel',
  'Quite Positive': 'Eher positiv',
  'Very Positive': 'Sehr positiv',
};

/** The outcome description by assessment and band (0 Very Low … 4 Very Positive). */
export const OUTCOME_TEXT: Record<Scored, readonly Copy[]> = {
  well_in_mind: [
    c('You are under a lot of pressure at the moment. You do not have to manage this alone: support is available.', 'Sie stehen derzeit unter großem Druck. Sie müssen das nicht allein bewältigen: Es gibt Unterstützung.'),
    c('Your mind could do with some care. Small daily habits can make a real difference.', 'Ihr Kopf braucht etwas Fürsorge. Kleine tägliche Gewohnheiten können viel bewirken.'),
    c('You are coping, with some ups and downs. A few changes could help you feel more settled.', 'Sie kommen zurecht, mit Höhen und Tiefen. Ein paar Veränderungen könnten Ihnen mehr Ruhe geben.'),
    c('You are coping well with day-to-day pressure. Keep making time for what recharges you.', 'Sie gehen gut mit dem Alltagsdruck um. Nehmen Sie sich weiter Zeit für das, was Ihnen Kraft gibt.'),
    c('Your mental wellbeing is in great shape. Keep up the habits that work for you.', 'Ihr seelisches Wohlbefinden ist in sehr gutem Zustand. Bleiben Sie bei den Gewohnheiten, die Ihnen guttun.'),
  ],
  well_in_life: [
    c('Life feels hard to balance right now. Talking to someone can help you find a way forward.', 'Das Leben ist gerade schwer in Balance zu halten. Ein Gespräch kann helfen, einen Weg zu finden.'),
    c('Some parts of your life are out of balance. Protecting time for yourself is a good start.', 'Einige Bereiche Ihres Lebens sind aus dem Gleichgewicht. Zeit für sich selbst ist ein guter Anfang.'),
    c('Work and home are in reasonable balance. Protecting your evenings could help further.', 'Arbeit und Privatleben sind einigermaßen im Gleichgewicht. Freie Abende könnten weiter helfen.'),
    c('You feel connected and in control of most of your life.', 'Sie fühlen sich verbunden und haben das meiste in Ihrem Leben im Griff.'),
    c('Your life is in great balance. Keep nurturing the connections that matter to you.', 'Ihr Leben ist sehr ausgeglichen. Pflegen Sie weiter die Beziehungen, die Ihnen wichtig sind.'),
  ],
  well_in_body: [
    c('Your answers suggest real risks to your physical health. Please consider speaking to a health professional.', 'Ihre Antworten deuten auf Risiken für Ihre körperliche Gesundheit hin. Sprechen Sie bitte mit einer Fachkraft.'),
    c('Your activity and health markers are lower than recommended. Small daily walks are a good place to start.', 'Ihre Aktivität und Gesundheitswerte liegen unter den Empfehlungen. Kleine tägliche Spaziergänge sind ein guter Anfang.'),
    c('You are fairly active. Adding strength exercises twice a week would round this off.', 'Sie sind recht aktiv. Zweimal pro Woche Krafttraining würde das abrunden.'),
    c('Your body is in good shape. Keep moving and eating well.', 'Ihr Körper ist in guter Verfassung. Bleiben Sie in Bewegung und ernähren Sie sich gut.'),
    c('Your physical health is excellent. Keep up what you are doing.', 'Ihre körperliche Gesundheit ist ausgezeichnet. Machen Sie weiter so.'),
  ],
};

/** The report's insight paragraphs by assessment: one for low scores (bands 0-1), mid (2) and high (3-4). */
export const INSIGHTS: Record<Scored, readonly [readonly Copy[], readonly Copy[], readonly Copy[]]> = {
  well_in_mind: [
    [
      c('Stress that lasts for weeks affects sleep, mood and concentration.', 'Anhaltender Stress wirkt sich auf Schlaf, Stimmung und Konzentration aus.'),
      c('Talking to a professional early is one of the most effective steps you can take.', 'Früh mit einer Fachkraft zu sprechen ist einer der wirksamsten Schritte.'),
    ],
    [c('Regular breaks and a steady sleep routine help your mind recover.', 'Regelmäßige Pausen und ein fester Schlafrhythmus helfen Ihrem Kopf, sich zu erholen.')],
    [c('Your coping habits are working. Sharing them with others can help them too.', 'Ihre Strategien wirken. Wenn Sie sie teilen, helfen Sie auch anderen.')],
  ],
  well_in_life: [
    [
      c('Money worries and little free time are common causes of strain.', 'Geldsorgen und wenig freie Zeit sind häufige Ursachen für Belastung.'),
      c('Practical advice, for example on finances, can take a weight off quickly.', 'Praktische Beratung, zum Beispiel zu Finanzen, kann schnell entlasten.'),
    ],
    [c('An evening a week that is only yours makes a difference over time.', 'Ein Abend pro Woche nur für Sie macht mit der Zeit einen Unterschied.')],
    [c('Strong connections with others protect your wellbeing.', 'Starke Verbindungen zu anderen schützen Ihr Wohlbefinden.')],
  ],
  well_in_body: [
    [
      c('Blood pressure and cholesterol are worth checking at least once a year.', 'Blutdruck und Cholesterin sollten mindestens einmal im Jahr geprüft werden.'),
      c('30 minutes of activity on most days lowers many health risks.', '30 Minuten Bewegung an den meisten Tagen senken viele Gesundheitsrisiken.'),
    ],
    [c('Five portions of fruit and vegetables a day is a simple goal to aim for.', 'Fünf Portionen Obst und Gemüse am Tag sind ein einfaches Ziel.')],
    [c('Keep an eye on your numbers with a yearly check.', 'Behalten Sie Ihre Werte mit einem jährlichen Check im Blick.')],
  ],
};

export interface ServiceDef {
  readonly route: RouteName & ('mentalHealthCoaching' | 'healthCoaching' | 'eap' | 'randoxKit' | 'dmh' | 'healthScore');
  readonly name: Copy;
  readonly description: Copy;
  readonly button: Copy;
}

/** Recommended services by assessment; only routes the client permits are offered. */
export const SERVICES: Record<Scored, readonly ServiceDef[]> = {
  well_in_mind: [
    { route: 'mentalHealthCoaching', name: c('Mental health coaching', 'Mental-Health-Coaching'), description: c('One-to-one sessions with a qualified coach.', 'Einzelsitzungen mit einem qualifizierten Coach.'), button: c('Find a coach', 'Coach finden') },
    { route: 'dmh', name: c('Online mental health services', 'Online-Angebote für psychische Gesundheit'), description: c('Talk to a clinician about how you feel.', 'Sprechen Sie mit einer Fachkraft darüber, wie es Ihnen geht.'), button: c('Get started', 'Loslegen') },
    { route: 'eap', name: c('Employee assistance', 'Mitarbeiterunterstützung'), description: c('Confidential support, day and night.', 'Vertrauliche Unterstützung rund um die Uhr.'), button: c('Get support', 'Unterstützung erhalten') },
  ],
  well_in_life: [
    { route: 'eap', name: c('Employee assistance', 'Mitarbeiterunterstützung'), description: c('Advice on money, legal and family matters.', 'Beratung zu Geld, Recht und Familie.'), button: c('Get support', 'Unterstützung erhalten') },
    { route: 'mentalHealthCoaching', name: c('Mental health coaching', 'Mental-Health-Coaching'), description: c('Build habits that give you balance.', 'Gewohnheiten für mehr Balance aufbauen.'), button: c('Find a coach', 'Coach finden') },
  ],
  well_in_body: [
    { route: 'randoxKit', name: c('Home blood-test kit', 'Bluttest-Kit für zu Hause'), description: c('Check your key health markers at home.', 'Prüfen Sie wichtige Gesundheitswerte zu Hause.'), button: c('Order a kit', 'Kit bestellen') },
    { route: 'healthCoaching', name: c('Health coaching', 'Gesundheitscoaching'), description: c('Sessions on activity, food and sleep.', 'Sitzungen zu Bewegung, Ernährung und Schlaf.'), button: c('Find a coach', 'Coach finden') },
  ],
};

/** The heading of a past-results entry. */
export const RESULTS_HEADER = c('Your Health Score results', 'Ihre Ergebnisse im Gesundheits-Score');
export const RESULTS_SUB_HEADER = c('Your {name} assessment', 'Ihr Assessment „{name}“');
export const INSIGHTS_TITLE = c('Insights', 'Einblicke');
