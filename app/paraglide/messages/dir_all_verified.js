/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_All_VerifiedInputs */

const en_dir_all_verified = /** @type {(inputs: Dir_All_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All verified LAN centers`)
};

const de_dir_all_verified = /** @type {(inputs: Dir_All_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle geprüften LAN-Center`)
};

const fr_dir_all_verified = /** @type {(inputs: Dir_All_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les centres LAN vérifiés`)
};

const es_dir_all_verified = /** @type {(inputs: Dir_All_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los centros LAN verificados`)
};

const pt_br2_dir_all_verified = /** @type {(inputs: Dir_All_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os centros de LAN verificados`)
};

const ja_dir_all_verified = /** @type {(inputs: Dir_All_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべての認証済みLANセンター`)
};

const ko_dir_all_verified = /** @type {(inputs: Dir_All_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 인증된 LAN 센터`)
};

/**
* | output |
* | --- |
* | "All verified LAN centers" |
*
* @param {Dir_All_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_all_verified = /** @type {((inputs?: Dir_All_VerifiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_All_VerifiedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_all_verified(inputs)
	if (locale === "fr") return fr_dir_all_verified(inputs)
	if (locale === "es") return es_dir_all_verified(inputs)
	if (locale === "pt-BR") return pt_br2_dir_all_verified(inputs)
	if (locale === "ja") return ja_dir_all_verified(inputs)
	if (locale === "ko") return ko_dir_all_verified(inputs)
	return en_dir_all_verified(inputs)
});