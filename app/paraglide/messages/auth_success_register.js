/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Success_RegisterInputs */

const en_auth_success_register = /** @type {(inputs: Auth_Success_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register a LAN Center`)
};

const de_auth_success_register = /** @type {(inputs: Auth_Success_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center eintragen`)
};

const fr_auth_success_register = /** @type {(inputs: Auth_Success_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référencer un LAN center`)
};

const es_auth_success_register = /** @type {(inputs: Auth_Success_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar un LAN center`)
};

const pt_br2_auth_success_register = /** @type {(inputs: Auth_Success_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastrar um LAN center`)
};

const ja_auth_success_register = /** @type {(inputs: Auth_Success_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを登録`)
};

const ko_auth_success_register = /** @type {(inputs: Auth_Success_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 등록`)
};

/**
* | output |
* | --- |
* | "Register a LAN Center" |
*
* @param {Auth_Success_RegisterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_success_register = /** @type {((inputs?: Auth_Success_RegisterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Success_RegisterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_success_register(inputs)
	if (locale === "fr") return fr_auth_success_register(inputs)
	if (locale === "es") return es_auth_success_register(inputs)
	if (locale === "pt-BR") return pt_br2_auth_success_register(inputs)
	if (locale === "ja") return ja_auth_success_register(inputs)
	if (locale === "ko") return ko_auth_success_register(inputs)
	return en_auth_success_register(inputs)
});