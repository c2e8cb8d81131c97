/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Review_Reply_QuoteInputs */

const en_mail_review_reply_quote = /** @type {(inputs: Mail_Review_Reply_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reply`)
};

const de_mail_review_reply_quote = /** @type {(inputs: Mail_Review_Reply_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Antwort`)
};

const fr_mail_review_reply_quote = /** @type {(inputs: Mail_Review_Reply_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réponse`)
};

const es_mail_review_reply_quote = /** @type {(inputs: Mail_Review_Reply_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La respuesta`)
};

const pt_br2_mail_review_reply_quote = /** @type {(inputs: Mail_Review_Reply_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A resposta`)
};

const ja_mail_review_reply_quote = /** @type {(inputs: Mail_Review_Reply_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返信`)
};

const ko_mail_review_reply_quote = /** @type {(inputs: Mail_Review_Reply_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`답글`)
};

/**
* | output |
* | --- |
* | "The reply" |
*
* @param {Mail_Review_Reply_QuoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_reply_quote = /** @type {((inputs?: Mail_Review_Reply_QuoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_Reply_QuoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_reply_quote(inputs)
	if (locale === "fr") return fr_mail_review_reply_quote(inputs)
	if (locale === "es") return es_mail_review_reply_quote(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_reply_quote(inputs)
	if (locale === "ja") return ja_mail_review_reply_quote(inputs)
	if (locale === "ko") return ko_mail_review_reply_quote(inputs)
	return en_mail_review_reply_quote(inputs)
});