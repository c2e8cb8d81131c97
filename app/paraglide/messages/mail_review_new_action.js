/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Review_New_ActionInputs */

const en_mail_review_new_action = /** @type {(inputs: Mail_Review_New_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read and reply`)
};

const de_mail_review_new_action = /** @type {(inputs: Mail_Review_New_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lesen und antworten`)
};

const fr_mail_review_new_action = /** @type {(inputs: Mail_Review_New_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire et répondre`)
};

const es_mail_review_new_action = /** @type {(inputs: Mail_Review_New_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer y responder`)
};

const pt_br2_mail_review_new_action = /** @type {(inputs: Mail_Review_New_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ler e responder`)
};

const ja_mail_review_new_action = /** @type {(inputs: Mail_Review_New_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`読んで返信する`)
};

const ko_mail_review_new_action = /** @type {(inputs: Mail_Review_New_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`읽고 답글 달기`)
};

/**
* | output |
* | --- |
* | "Read and reply" |
*
* @param {Mail_Review_New_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_new_action = /** @type {((inputs?: Mail_Review_New_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_New_ActionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_new_action(inputs)
	if (locale === "fr") return fr_mail_review_new_action(inputs)
	if (locale === "es") return es_mail_review_new_action(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_new_action(inputs)
	if (locale === "ja") return ja_mail_review_new_action(inputs)
	if (locale === "ko") return ko_mail_review_new_action(inputs)
	return en_mail_review_new_action(inputs)
});