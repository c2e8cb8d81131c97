/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_TextInputs */

const en_me_feed_text = /** @type {(inputs: Me_Feed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe once and the events you're going to appear in your calendar app (Google Calendar, Apple Calendar, Thunderbird), updated about every hour. Keep the link private: anyone who has it can see your events.`)
};

const de_me_feed_text = /** @type {(inputs: Me_Feed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einmal abonnieren, und die Events, zu denen du gehst, erscheinen in deiner Kalender-App (Google Kalender, Apple Kalender, Thunderbird), etwa stündlich aktualisiert. Halte den Link privat: Wer ihn hat, sieht deine Events.`)
};

const fr_me_feed_text = /** @type {(inputs: Me_Feed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous une fois et les événements auxquels vous participez apparaissent dans votre application de calendrier (Google Agenda, Calendrier Apple, Thunderbird), mis à jour environ toutes les heures. Gardez le lien privé : toute personne qui l'a peut voir vos événements.`)
};

const es_me_feed_text = /** @type {(inputs: Me_Feed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscríbete una vez y los eventos a los que vas aparecerán en tu app de calendario (Google Calendar, Calendario de Apple, Thunderbird), actualizados aproximadamente cada hora. No compartas el enlace: quien lo tenga puede ver tus eventos.`)
};

const pt_br2_me_feed_text = /** @type {(inputs: Me_Feed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assine uma vez e os eventos em que você vai aparecem no seu app de calendário (Google Agenda, Calendário da Apple, Thunderbird), atualizados mais ou menos a cada hora. Mantenha o link privado: quem tiver o link pode ver seus eventos.`)
};

const ja_me_feed_text = /** @type {(inputs: Me_Feed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一度登録すると、参加予定のイベントがカレンダーアプリ（Google カレンダー、Apple カレンダー、Thunderbird）に表示され、約1時間ごとに更新されます。リンクは他人に教えないでください。リンクを知っている人は誰でもあなたのイベントを見られます。`)
};

const ko_me_feed_text = /** @type {(inputs: Me_Feed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`한 번 구독하면 참석할 이벤트가 캘린더 앱(Google 캘린더, Apple 캘린더, Thunderbird)에 표시되고 약 1시간마다 업데이트됩니다. 링크는 비공개로 유지하세요. 링크를 가진 사람은 누구나 내 이벤트를 볼 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Subscribe once and the events you're going to appear in your calendar app (Google Calendar, Apple Calendar, Thunderbird), updated about every hour. Keep the ..." |
*
* @param {Me_Feed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_text = /** @type {((inputs?: Me_Feed_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_text(inputs)
	if (locale === "fr") return fr_me_feed_text(inputs)
	if (locale === "es") return es_me_feed_text(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_text(inputs)
	if (locale === "ja") return ja_me_feed_text(inputs)
	if (locale === "ko") return ko_me_feed_text(inputs)
	return en_me_feed_text(inputs)
});