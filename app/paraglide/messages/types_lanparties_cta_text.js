/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Lanparties_Cta_TextInputs */

const en_types_lanparties_cta_text = /** @type {(inputs: Types_Lanparties_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up as an organizer, book a call with our team, or ask us anything.`)
};

const de_types_lanparties_cta_text = /** @type {(inputs: Types_Lanparties_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren Sie sich als Veranstalter, buchen Sie ein Gespräch mit unserem Team oder fragen Sie uns einfach.`)
};

const fr_types_lanparties_cta_text = /** @type {(inputs: Types_Lanparties_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous comme organisateur, réservez un appel avec notre équipe ou posez-nous vos questions.`)
};

const es_types_lanparties_cta_text = /** @type {(inputs: Types_Lanparties_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate como organizador, reserva una llamada con nuestro equipo o pregúntanos lo que quieras.`)
};

const pt_br2_types_lanparties_cta_text = /** @type {(inputs: Types_Lanparties_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre-se como organizador, agende uma conversa com nossa equipe ou pergunte o que quiser.`)
};

const ja_types_lanparties_cta_text = /** @type {(inputs: Types_Lanparties_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主催者として登録するか、チームとの通話を予約するか、何でもお気軽にお尋ねください。`)
};

const ko_types_lanparties_cta_text = /** @type {(inputs: Types_Lanparties_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주최자로 가입하거나 저희 팀과 통화를 예약하거나 무엇이든 물어보세요.`)
};

/**
* | output |
* | --- |
* | "Sign up as an organizer, book a call with our team, or ask us anything." |
*
* @param {Types_Lanparties_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_cta_text = /** @type {((inputs?: Types_Lanparties_Cta_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Lanparties_Cta_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_lanparties_cta_text(inputs)
	if (locale === "fr") return fr_types_lanparties_cta_text(inputs)
	if (locale === "es") return es_types_lanparties_cta_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_lanparties_cta_text(inputs)
	if (locale === "ja") return ja_types_lanparties_cta_text(inputs)
	if (locale === "ko") return ko_types_lanparties_cta_text(inputs)
	return en_types_lanparties_cta_text(inputs)
});