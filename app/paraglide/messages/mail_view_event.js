/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_View_EventInputs */

const en_mail_view_event = /** @type {(inputs: Mail_View_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View the event`)
};

const de_mail_view_event = /** @type {(inputs: Mail_View_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung ansehen`)
};

const fr_mail_view_event = /** @type {(inputs: Mail_View_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir l’événement`)
};

const es_mail_view_event = /** @type {(inputs: Mail_View_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el evento`)
};

const pt_br2_mail_view_event = /** @type {(inputs: Mail_View_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver o evento`)
};

const ja_mail_view_event = /** @type {(inputs: Mail_View_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントを見る`)
};

const ko_mail_view_event = /** @type {(inputs: Mail_View_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트 보기`)
};

/**
* | output |
* | --- |
* | "View the event" |
*
* @param {Mail_View_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_view_event = /** @type {((inputs?: Mail_View_EventInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_View_EventInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_view_event(inputs)
	if (locale === "fr") return fr_mail_view_event(inputs)
	if (locale === "es") return es_mail_view_event(inputs)
	if (locale === "pt-BR") return pt_br2_mail_view_event(inputs)
	if (locale === "ja") return ja_mail_view_event(inputs)
	if (locale === "ko") return ko_mail_view_event(inputs)
	return en_mail_view_event(inputs)
});