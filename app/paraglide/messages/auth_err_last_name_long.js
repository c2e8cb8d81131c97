/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Last_Name_LongInputs */

const en_auth_err_last_name_long = /** @type {(inputs: Auth_Err_Last_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name must be at most 200 characters.`)
};

const de_auth_err_last_name_long = /** @type {(inputs: Auth_Err_Last_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Nachname darf höchstens 200 Zeichen lang sein.`)
};

const fr_auth_err_last_name_long = /** @type {(inputs: Auth_Err_Last_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom doit contenir au plus 200 caractères.`)
};

const es_auth_err_last_name_long = /** @type {(inputs: Auth_Err_Last_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los apellidos deben tener como máximo 200 caracteres.`)
};

const pt_br2_auth_err_last_name_long = /** @type {(inputs: Auth_Err_Last_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O sobrenome deve ter no máximo 200 caracteres.`)
};

const ja_auth_err_last_name_long = /** @type {(inputs: Auth_Err_Last_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓は200文字以内にしてください。`)
};

const ko_auth_err_last_name_long = /** @type {(inputs: Auth_Err_Last_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`성은 200자 이하여야 합니다.`)
};

/**
* | output |
* | --- |
* | "Last name must be at most 200 characters." |
*
* @param {Auth_Err_Last_Name_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_last_name_long = /** @type {((inputs?: Auth_Err_Last_Name_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Last_Name_LongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_last_name_long(inputs)
	if (locale === "fr") return fr_auth_err_last_name_long(inputs)
	if (locale === "es") return es_auth_err_last_name_long(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_last_name_long(inputs)
	if (locale === "ja") return ja_auth_err_last_name_long(inputs)
	if (locale === "ko") return ko_auth_err_last_name_long(inputs)
	return en_auth_err_last_name_long(inputs)
});