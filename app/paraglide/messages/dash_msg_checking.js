/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_CheckingInputs */

const en_dash_msg_checking = /** @type {(inputs: Dash_Msg_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking email availability...`)
};

const de_dash_msg_checking = /** @type {(inputs: Dash_Msg_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse wird geprüft...`)
};

const fr_dash_msg_checking = /** @type {(inputs: Dash_Msg_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la disponibilité de l'e-mail...`)
};

const es_dash_msg_checking = /** @type {(inputs: Dash_Msg_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando la disponibilidad del correo...`)
};

const pt_br2_dash_msg_checking = /** @type {(inputs: Dash_Msg_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando a disponibilidade do e-mail...`)
};

const ja_dash_msg_checking = /** @type {(inputs: Dash_Msg_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを確認中...`)
};

const ko_dash_msg_checking = /** @type {(inputs: Dash_Msg_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 사용 가능 여부 확인 중...`)
};

/**
* | output |
* | --- |
* | "Checking email availability..." |
*
* @param {Dash_Msg_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_checking = /** @type {((inputs?: Dash_Msg_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_CheckingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_checking(inputs)
	if (locale === "fr") return fr_dash_msg_checking(inputs)
	if (locale === "es") return es_dash_msg_checking(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_checking(inputs)
	if (locale === "ja") return ja_dash_msg_checking(inputs)
	if (locale === "ko") return ko_dash_msg_checking(inputs)
	return en_dash_msg_checking(inputs)
});