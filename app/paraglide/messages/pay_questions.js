/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Pay_QuestionsInputs */

const en_pay_questions = /** @type {(inputs: Pay_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about your subscription? Contact us at ${i?.email}.`)
};

const de_pay_questions = /** @type {(inputs: Pay_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fragen zu deinem Abonnement? Schreib uns an ${i?.email}.`)
};

const fr_pay_questions = /** @type {(inputs: Pay_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions sur votre abonnement ? Écrivez-nous à ${i?.email}.`)
};

const es_pay_questions = /** @type {(inputs: Pay_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Preguntas sobre tu suscripción? Escríbenos a ${i?.email}.`)
};

const pt_br2_pay_questions = /** @type {(inputs: Pay_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dúvidas sobre sua assinatura? Fale conosco em ${i?.email}.`)
};

const ja_pay_questions = /** @type {(inputs: Pay_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`サブスクリプションについてのご質問は ${i?.email} までお問い合わせください。`)
};

const ko_pay_questions = /** @type {(inputs: Pay_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`구독에 대해 궁금한 점이 있으면 ${i?.email}(으)로 연락해 주세요.`)
};

/**
* | output |
* | --- |
* | "Questions about your subscription? Contact us at {email}." |
*
* @param {Pay_QuestionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_questions = /** @type {((inputs: Pay_QuestionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_QuestionsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_questions(inputs)
	if (locale === "fr") return fr_pay_questions(inputs)
	if (locale === "es") return es_pay_questions(inputs)
	if (locale === "pt-BR") return pt_br2_pay_questions(inputs)
	if (locale === "ja") return ja_pay_questions(inputs)
	if (locale === "ko") return ko_pay_questions(inputs)
	return en_pay_questions(inputs)
});