/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Email_SameInputs */

const en_dash_msg_email_same = /** @type {(inputs: Dash_Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email must be different from current email`)
};

const de_dash_msg_email_same = /** @type {(inputs: Dash_Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die neue E-Mail muss sich von der aktuellen unterscheiden`)
};

const fr_dash_msg_email_same = /** @type {(inputs: Dash_Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La nouvelle adresse doit être différente de l'adresse actuelle`)
};

const es_dash_msg_email_same = /** @type {(inputs: Dash_Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nuevo correo debe ser distinto del actual`)
};

const pt_br2_dash_msg_email_same = /** @type {(inputs: Dash_Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O novo e-mail deve ser diferente do atual`)
};

const ja_dash_msg_email_same = /** @type {(inputs: Dash_Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいメールアドレスは現在のものと異なる必要があります`)
};

const ko_dash_msg_email_same = /** @type {(inputs: Dash_Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 이메일은 현재 이메일과 달라야 합니다`)
};

/**
* | output |
* | --- |
* | "New email must be different from current email" |
*
* @param {Dash_Msg_Email_SameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_email_same = /** @type {((inputs?: Dash_Msg_Email_SameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Email_SameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_email_same(inputs)
	if (locale === "fr") return fr_dash_msg_email_same(inputs)
	if (locale === "es") return es_dash_msg_email_same(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_email_same(inputs)
	if (locale === "ja") return ja_dash_msg_email_same(inputs)
	if (locale === "ko") return ko_dash_msg_email_same(inputs)
	return en_dash_msg_email_same(inputs)
});