/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Recovery_CtaInputs */

const en_auth_recovery_cta = /** @type {(inputs: Auth_Recovery_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a reset code`)
};

const de_auth_recovery_cta = /** @type {(inputs: Auth_Recovery_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code anfordern`)
};

const fr_auth_recovery_cta = /** @type {(inputs: Auth_Recovery_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir un code`)
};

const es_auth_recovery_cta = /** @type {(inputs: Auth_Recovery_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener un código`)
};

const pt_br2_auth_recovery_cta = /** @type {(inputs: Auth_Recovery_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receber um código`)
};

const ja_auth_recovery_cta = /** @type {(inputs: Auth_Recovery_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リセットコードを受け取る`)
};

const ko_auth_recovery_cta = /** @type {(inputs: Auth_Recovery_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`재설정 코드 받기`)
};

/**
* | output |
* | --- |
* | "Get a reset code" |
*
* @param {Auth_Recovery_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_recovery_cta = /** @type {((inputs?: Auth_Recovery_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Recovery_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_recovery_cta(inputs)
	if (locale === "fr") return fr_auth_recovery_cta(inputs)
	if (locale === "es") return es_auth_recovery_cta(inputs)
	if (locale === "pt-BR") return pt_br2_auth_recovery_cta(inputs)
	if (locale === "ja") return ja_auth_recovery_cta(inputs)
	if (locale === "ko") return ko_auth_recovery_cta(inputs)
	return en_auth_recovery_cta(inputs)
});