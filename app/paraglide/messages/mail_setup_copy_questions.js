/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ supportEmail: NonNullable<unknown> }} Mail_Setup_Copy_QuestionsInputs */

const en_mail_setup_copy_questions = /** @type {(inputs: Mail_Setup_Copy_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions? Write to ${i?.supportEmail}.`)
};

const de_mail_setup_copy_questions = /** @type {(inputs: Mail_Setup_Copy_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fragen? Schreiben Sie an ${i?.supportEmail}.`)
};

const fr_mail_setup_copy_questions = /** @type {(inputs: Mail_Setup_Copy_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions ? Écrivez à ${i?.supportEmail}.`)
};

const es_mail_setup_copy_questions = /** @type {(inputs: Mail_Setup_Copy_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Preguntas? Escribe a ${i?.supportEmail}.`)
};

const pt_br2_mail_setup_copy_questions = /** @type {(inputs: Mail_Setup_Copy_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dúvidas? Escreva para ${i?.supportEmail}.`)
};

const ja_mail_setup_copy_questions = /** @type {(inputs: Mail_Setup_Copy_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ご質問は ${i?.supportEmail} までお寄せください。`)
};

const ko_mail_setup_copy_questions = /** @type {(inputs: Mail_Setup_Copy_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`궁금한 점은 ${i?.supportEmail}(으)로 문의하세요.`)
};

/**
* | output |
* | --- |
* | "Questions? Write to {supportEmail}." |
*
* @param {Mail_Setup_Copy_QuestionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_copy_questions = /** @type {((inputs: Mail_Setup_Copy_QuestionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_Copy_QuestionsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_copy_questions(inputs)
	if (locale === "fr") return fr_mail_setup_copy_questions(inputs)
	if (locale === "es") return es_mail_setup_copy_questions(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_copy_questions(inputs)
	if (locale === "ja") return ja_mail_setup_copy_questions(inputs)
	if (locale === "ko") return ko_mail_setup_copy_questions(inputs)
	return en_mail_setup_copy_questions(inputs)
});