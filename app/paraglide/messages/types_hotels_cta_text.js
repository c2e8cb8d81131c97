/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hotels_Cta_TextInputs */

const en_types_hotels_cta_text = /** @type {(inputs: Types_Hotels_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up, book a meeting to discuss tiers, or send us your questions.`)
};

const de_types_hotels_cta_text = /** @type {(inputs: Types_Hotels_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren Sie sich, vereinbaren Sie einen Termin, um die Stufen zu besprechen, oder schicken Sie uns Ihre Fragen.`)
};

const fr_types_hotels_cta_text = /** @type {(inputs: Types_Hotels_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous, prenez rendez-vous pour parler des niveaux ou envoyez-nous vos questions.`)
};

const es_types_hotels_cta_text = /** @type {(inputs: Types_Hotels_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate, reserva una reunión para hablar de los niveles o envíanos tus preguntas.`)
};

const pt_br2_types_hotels_cta_text = /** @type {(inputs: Types_Hotels_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre-se, agende uma reunião para conversar sobre os níveis ou envie suas dúvidas.`)
};

const ja_types_hotels_cta_text = /** @type {(inputs: Types_Hotels_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ご登録、プランについてのミーティング予約、またはご質問をお寄せください。`)
};

const ko_types_hotels_cta_text = /** @type {(inputs: Types_Hotels_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가입하거나 단계별 상담 미팅을 예약하거나 질문을 보내 주세요.`)
};

/**
* | output |
* | --- |
* | "Sign up, book a meeting to discuss tiers, or send us your questions." |
*
* @param {Types_Hotels_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_cta_text = /** @type {((inputs?: Types_Hotels_Cta_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hotels_Cta_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hotels_cta_text(inputs)
	if (locale === "fr") return fr_types_hotels_cta_text(inputs)
	if (locale === "es") return es_types_hotels_cta_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_hotels_cta_text(inputs)
	if (locale === "ja") return ja_types_hotels_cta_text(inputs)
	if (locale === "ko") return ko_types_hotels_cta_text(inputs)
	return en_types_hotels_cta_text(inputs)
});