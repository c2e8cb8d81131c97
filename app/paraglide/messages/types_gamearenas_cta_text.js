/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamearenas_Cta_TextInputs */

const en_types_gamearenas_cta_text = /** @type {(inputs: Types_Gamearenas_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up, book a call with our team, or send us your questions.`)
};

const de_types_gamearenas_cta_text = /** @type {(inputs: Types_Gamearenas_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren Sie sich, buchen Sie ein Gespräch mit unserem Team oder schicken Sie uns Ihre Fragen.`)
};

const fr_types_gamearenas_cta_text = /** @type {(inputs: Types_Gamearenas_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous, réservez un appel avec notre équipe ou envoyez-nous vos questions.`)
};

const es_types_gamearenas_cta_text = /** @type {(inputs: Types_Gamearenas_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate, reserva una llamada con nuestro equipo o envíanos tus preguntas.`)
};

const pt_br2_types_gamearenas_cta_text = /** @type {(inputs: Types_Gamearenas_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre-se, agende uma conversa com nossa equipe ou envie suas dúvidas.`)
};

const ja_types_gamearenas_cta_text = /** @type {(inputs: Types_Gamearenas_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ご登録、チームとの通話予約、またはご質問をお寄せください。`)
};

const ko_types_gamearenas_cta_text = /** @type {(inputs: Types_Gamearenas_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가입하거나 저희 팀과 통화를 예약하거나 질문을 보내 주세요.`)
};

/**
* | output |
* | --- |
* | "Sign up, book a call with our team, or send us your questions." |
*
* @param {Types_Gamearenas_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_cta_text = /** @type {((inputs?: Types_Gamearenas_Cta_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamearenas_Cta_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamearenas_cta_text(inputs)
	if (locale === "fr") return fr_types_gamearenas_cta_text(inputs)
	if (locale === "es") return es_types_gamearenas_cta_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamearenas_cta_text(inputs)
	if (locale === "ja") return ja_types_gamearenas_cta_text(inputs)
	if (locale === "ko") return ko_types_gamearenas_cta_text(inputs)
	return en_types_gamearenas_cta_text(inputs)
});