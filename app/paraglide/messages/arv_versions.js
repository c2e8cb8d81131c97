/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Arv_VersionsInputs */

const en_arv_versions = /** @type {(inputs: Arv_VersionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Earlier versions (${i?.count})`)
};

const de_arv_versions = /** @type {(inputs: Arv_VersionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frühere Fassungen (${i?.count})`)
};

const fr_arv_versions = /** @type {(inputs: Arv_VersionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versions précédentes (${i?.count})`)
};

const es_arv_versions = /** @type {(inputs: Arv_VersionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versiones anteriores (${i?.count})`)
};

const pt_br2_arv_versions = /** @type {(inputs: Arv_VersionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versões anteriores (${i?.count})`)
};

const ja_arv_versions = /** @type {(inputs: Arv_VersionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以前のバージョン（${i?.count}）`)
};

const ko_arv_versions = /** @type {(inputs: Arv_VersionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이전 버전(${i?.count})`)
};

/**
* | output |
* | --- |
* | "Earlier versions ({count})" |
*
* @param {Arv_VersionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_versions = /** @type {((inputs: Arv_VersionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_VersionsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_versions(inputs)
	if (locale === "fr") return fr_arv_versions(inputs)
	if (locale === "es") return es_arv_versions(inputs)
	if (locale === "pt-BR") return pt_br2_arv_versions(inputs)
	if (locale === "ja") return ja_arv_versions(inputs)
	if (locale === "ko") return ko_arv_versions(inputs)
	return en_arv_versions(inputs)
});