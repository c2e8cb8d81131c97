/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_ReplyInputs */

const en_center_reply = /** @type {(inputs: Center_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

const de_center_reply = /** @type {(inputs: Center_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten`)
};

const fr_center_reply = /** @type {(inputs: Center_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondre`)
};

const es_center_reply = /** @type {(inputs: Center_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responder`)
};

const pt_br2_center_reply = /** @type {(inputs: Center_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responder`)
};

const ja_center_reply = /** @type {(inputs: Center_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返信`)
};

const ko_center_reply = /** @type {(inputs: Center_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`답글`)
};

/**
* | output |
* | --- |
* | "Reply" |
*
* @param {Center_ReplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_reply = /** @type {((inputs?: Center_ReplyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_ReplyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_reply(inputs)
	if (locale === "fr") return fr_center_reply(inputs)
	if (locale === "es") return es_center_reply(inputs)
	if (locale === "pt-BR") return pt_br2_center_reply(inputs)
	if (locale === "ja") return ja_center_reply(inputs)
	if (locale === "ko") return ko_center_reply(inputs)
	return en_center_reply(inputs)
});