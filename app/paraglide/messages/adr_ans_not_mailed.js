/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_Not_MailedInputs */

const en_adr_ans_not_mailed = /** @type {(inputs: Adr_Ans_Not_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner could not be e-mailed.`)
};

const de_adr_ans_not_mailed = /** @type {(inputs: Adr_Ans_Not_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhaber konnte nicht per E-Mail benachrichtigt werden.`)
};

const fr_adr_ans_not_mailed = /** @type {(inputs: Adr_Ans_Not_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le propriétaire n’a pas pu être prévenu par e-mail.`)
};

const es_adr_ans_not_mailed = /** @type {(inputs: Adr_Ans_Not_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar un correo al propietario.`)
};

const pt_br2_adr_ans_not_mailed = /** @type {(inputs: Adr_Ans_Not_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível avisar o proprietário por e-mail.`)
};

const ja_adr_ans_not_mailed = /** @type {(inputs: Adr_Ans_Not_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナーにメールを送れませんでした。`)
};

const ko_adr_ans_not_mailed = /** @type {(inputs: Adr_Ans_Not_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유자에게 이메일을 보낼 수 없었습니다.`)
};

/**
* | output |
* | --- |
* | "The owner could not be e-mailed." |
*
* @param {Adr_Ans_Not_MailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_not_mailed = /** @type {((inputs?: Adr_Ans_Not_MailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Not_MailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_not_mailed(inputs)
	if (locale === "fr") return fr_adr_ans_not_mailed(inputs)
	if (locale === "es") return es_adr_ans_not_mailed(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_not_mailed(inputs)
	if (locale === "ja") return ja_adr_ans_not_mailed(inputs)
	if (locale === "ko") return ko_adr_ans_not_mailed(inputs)
	return en_adr_ans_not_mailed(inputs)
});