/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Review_Hidden_ActionInputs */

const en_mail_review_hidden_action = /** @type {(inputs: Mail_Review_Hidden_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the review guidelines`)
};

const de_mail_review_hidden_action = /** @type {(inputs: Mail_Review_Hidden_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungsrichtlinien lesen`)
};

const fr_mail_review_hidden_action = /** @type {(inputs: Mail_Review_Hidden_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire les règles des avis`)
};

const es_mail_review_hidden_action = /** @type {(inputs: Mail_Review_Hidden_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer las normas de reseñas`)
};

const pt_br2_mail_review_hidden_action = /** @type {(inputs: Mail_Review_Hidden_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ler as diretrizes de avaliação`)
};

const ja_mail_review_hidden_action = /** @type {(inputs: Mail_Review_Hidden_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューガイドラインを読む`)
};

const ko_mail_review_hidden_action = /** @type {(inputs: Mail_Review_Hidden_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 가이드라인 읽기`)
};

/**
* | output |
* | --- |
* | "Read the review guidelines" |
*
* @param {Mail_Review_Hidden_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_hidden_action = /** @type {((inputs?: Mail_Review_Hidden_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_Hidden_ActionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_hidden_action(inputs)
	if (locale === "fr") return fr_mail_review_hidden_action(inputs)
	if (locale === "es") return es_mail_review_hidden_action(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_hidden_action(inputs)
	if (locale === "ja") return ja_mail_review_hidden_action(inputs)
	if (locale === "ko") return ko_mail_review_hidden_action(inputs)
	return en_mail_review_hidden_action(inputs)
});