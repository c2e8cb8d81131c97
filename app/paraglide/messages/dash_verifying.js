/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_VerifyingInputs */

const en_dash_verifying = /** @type {(inputs: Dash_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying...`)
};

const de_dash_verifying = /** @type {(inputs: Dash_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geprüft...`)
};

const fr_dash_verifying = /** @type {(inputs: Dash_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification...`)
};

const es_dash_verifying = /** @type {(inputs: Dash_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando...`)
};

const pt_br2_dash_verifying = /** @type {(inputs: Dash_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando...`)
};

const ja_dash_verifying = /** @type {(inputs: Dash_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認中...`)
};

const ko_dash_verifying = /** @type {(inputs: Dash_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`확인 중...`)
};

/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Dash_VerifyingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_verifying = /** @type {((inputs?: Dash_VerifyingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_VerifyingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_verifying(inputs)
	if (locale === "fr") return fr_dash_verifying(inputs)
	if (locale === "es") return es_dash_verifying(inputs)
	if (locale === "pt-BR") return pt_br2_dash_verifying(inputs)
	if (locale === "ja") return ja_dash_verifying(inputs)
	if (locale === "ko") return ko_dash_verifying(inputs)
	return en_dash_verifying(inputs)
});