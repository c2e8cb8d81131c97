/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_VerifiedInputs */

const en_own_verified = /** @type {(inputs: Own_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

const de_own_verified = /** @type {(inputs: Own_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geprüft`)
};

const fr_own_verified = /** @type {(inputs: Own_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifié`)
};

const es_own_verified = /** @type {(inputs: Own_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificado`)
};

const pt_br2_own_verified = /** @type {(inputs: Own_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificado`)
};

const ja_own_verified = /** @type {(inputs: Own_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認済み`)
};

const ko_own_verified = /** @type {(inputs: Own_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증됨`)
};

/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Own_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_verified = /** @type {((inputs?: Own_VerifiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_VerifiedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_verified(inputs)
	if (locale === "fr") return fr_own_verified(inputs)
	if (locale === "es") return es_own_verified(inputs)
	if (locale === "pt-BR") return pt_br2_own_verified(inputs)
	if (locale === "ja") return ja_own_verified(inputs)
	if (locale === "ko") return ko_own_verified(inputs)
	return en_own_verified(inputs)
});