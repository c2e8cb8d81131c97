/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_HowtoInputs */

const en_me_feed_howto = /** @type {(inputs: Me_Feed_HowtoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Calendar: Other calendars, From URL, paste the link. Apple Calendar: File, New Calendar Subscription. Thunderbird: New Calendar, On the Network.`)
};

const de_me_feed_howto = /** @type {(inputs: Me_Feed_HowtoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Kalender: Weitere Kalender, Per URL, Link einfügen. Apple Kalender: Ablage, Neues Kalenderabonnement. Thunderbird: Neuer Kalender, Im Netzwerk.`)
};

const fr_me_feed_howto = /** @type {(inputs: Me_Feed_HowtoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Agenda : Autres agendas, À partir de l'URL, collez le lien. Calendrier Apple : Fichier, Nouvel abonnement à un calendrier. Thunderbird : Nouvel agenda, Sur le réseau.`)
};

const es_me_feed_howto = /** @type {(inputs: Me_Feed_HowtoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Calendar: Otros calendarios, Desde URL, pega el enlace. Calendario de Apple: Archivo, Nueva suscripción a calendario. Thunderbird: Nuevo calendario, En la red.`)
};

const pt_br2_me_feed_howto = /** @type {(inputs: Me_Feed_HowtoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Agenda: Outras agendas, Do URL, cole o link. Calendário da Apple: Arquivo, Nova Assinatura de Calendário. Thunderbird: Nova agenda, Na rede.`)
};

const ja_me_feed_howto = /** @type {(inputs: Me_Feed_HowtoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google カレンダー: 他のカレンダー → URLで追加 → リンクを貼り付け。Apple カレンダー: ファイル → 新規カレンダー照会。Thunderbird: 新しいカレンダー → ネットワーク上。`)
};

const ko_me_feed_howto = /** @type {(inputs: Me_Feed_HowtoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google 캘린더: 다른 캘린더 → URL로 추가 → 링크 붙여넣기. Apple 캘린더: 파일 → 새로운 캘린더 구독. Thunderbird: 새 캘린더 → 네트워크에서.`)
};

/**
* | output |
* | --- |
* | "Google Calendar: Other calendars, From URL, paste the link. Apple Calendar: File, New Calendar Subscription. Thunderbird: New Calendar, On the Network." |
*
* @param {Me_Feed_HowtoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_howto = /** @type {((inputs?: Me_Feed_HowtoInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_HowtoInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_howto(inputs)
	if (locale === "fr") return fr_me_feed_howto(inputs)
	if (locale === "es") return es_me_feed_howto(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_howto(inputs)
	if (locale === "ja") return ja_me_feed_howto(inputs)
	if (locale === "ko") return ko_me_feed_howto(inputs)
	return en_me_feed_howto(inputs)
});