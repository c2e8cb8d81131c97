/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamecafe_Cta_TextInputs */

const en_types_gamecafe_cta_text = /** @type {(inputs: Types_Gamecafe_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up, book a meeting with our team, or contact us with questions.`)
};

const de_types_gamecafe_cta_text = /** @type {(inputs: Types_Gamecafe_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren Sie sich, vereinbaren Sie einen Termin mit unserem Team oder kontaktieren Sie uns mit Ihren Fragen.`)
};

const fr_types_gamecafe_cta_text = /** @type {(inputs: Types_Gamecafe_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous, prenez rendez-vous avec notre équipe ou contactez-nous pour vos questions.`)
};

const es_types_gamecafe_cta_text = /** @type {(inputs: Types_Gamecafe_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate, reserva una reunión con nuestro equipo o contáctanos con tus preguntas.`)
};

const pt_br2_types_gamecafe_cta_text = /** @type {(inputs: Types_Gamecafe_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre-se, agende uma reunião com nossa equipe ou fale conosco se tiver dúvidas.`)
};

const ja_types_gamecafe_cta_text = /** @type {(inputs: Types_Gamecafe_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ご登録、チームとのミーティング予約、またはご質問のお問い合わせをどうぞ。`)
};

const ko_types_gamecafe_cta_text = /** @type {(inputs: Types_Gamecafe_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가입하거나 저희 팀과 미팅을 예약하거나 궁금한 점을 문의하세요.`)
};

/**
* | output |
* | --- |
* | "Sign up, book a meeting with our team, or contact us with questions." |
*
* @param {Types_Gamecafe_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamecafe_cta_text = /** @type {((inputs?: Types_Gamecafe_Cta_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamecafe_Cta_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamecafe_cta_text(inputs)
	if (locale === "fr") return fr_types_gamecafe_cta_text(inputs)
	if (locale === "es") return es_types_gamecafe_cta_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamecafe_cta_text(inputs)
	if (locale === "ja") return ja_types_gamecafe_cta_text(inputs)
	if (locale === "ko") return ko_types_gamecafe_cta_text(inputs)
	return en_types_gamecafe_cta_text(inputs)
});