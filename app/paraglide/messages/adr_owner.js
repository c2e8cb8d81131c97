/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_OwnerInputs */

const en_adr_owner = /** @type {(inputs: Adr_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner`)
};

const de_adr_owner = /** @type {(inputs: Adr_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber`)
};

const fr_adr_owner = /** @type {(inputs: Adr_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propriétaire`)
};

const es_adr_owner = /** @type {(inputs: Adr_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietario`)
};

const pt_br2_adr_owner = /** @type {(inputs: Adr_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proprietário`)
};

const ja_adr_owner = /** @type {(inputs: Adr_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー`)
};

const ko_adr_owner = /** @type {(inputs: Adr_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유자`)
};

/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Adr_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_owner = /** @type {((inputs?: Adr_OwnerInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_OwnerInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_owner(inputs)
	if (locale === "fr") return fr_adr_owner(inputs)
	if (locale === "es") return es_adr_owner(inputs)
	if (locale === "pt-BR") return pt_br2_adr_owner(inputs)
	if (locale === "ja") return ja_adr_owner(inputs)
	if (locale === "ko") return ko_adr_owner(inputs)
	return en_adr_owner(inputs)
});