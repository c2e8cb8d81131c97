/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_RepliesInputs */

const en_pub_rg_replies = /** @type {(inputs: Pub_Rg_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replies from owners`)
};

const de_pub_rg_replies = /** @type {(inputs: Pub_Rg_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten von Inhabern`)
};

const fr_pub_rg_replies = /** @type {(inputs: Pub_Rg_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponses des propriétaires`)
};

const es_pub_rg_replies = /** @type {(inputs: Pub_Rg_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuestas de los dueños`)
};

const pt_br2_pub_rg_replies = /** @type {(inputs: Pub_Rg_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respostas dos donos`)
};

const ja_pub_rg_replies = /** @type {(inputs: Pub_Rg_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナーからの返信`)
};

const ko_pub_rg_replies = /** @type {(inputs: Pub_Rg_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유자의 답글`)
};

/**
* | output |
* | --- |
* | "Replies from owners" |
*
* @param {Pub_Rg_RepliesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_replies = /** @type {((inputs?: Pub_Rg_RepliesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_RepliesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_replies(inputs)
	if (locale === "fr") return fr_pub_rg_replies(inputs)
	if (locale === "es") return es_pub_rg_replies(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_replies(inputs)
	if (locale === "ja") return ja_pub_rg_replies(inputs)
	if (locale === "ko") return ko_pub_rg_replies(inputs)
	return en_pub_rg_replies(inputs)
});