/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dash_My_CentersInputs */

const en_dash_my_centers = /** @type {(inputs: Dash_My_CentersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My LAN Centers (${i?.count})`)
};

const de_dash_my_centers = /** @type {(inputs: Dash_My_CentersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meine LAN-Center (${i?.count})`)
};

const fr_dash_my_centers = /** @type {(inputs: Dash_My_CentersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mes LAN centers (${i?.count})`)
};

const es_dash_my_centers = /** @type {(inputs: Dash_My_CentersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mis LAN centers (${i?.count})`)
};

const pt_br2_dash_my_centers = /** @type {(inputs: Dash_My_CentersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meus LAN centers (${i?.count})`)
};

const ja_dash_my_centers = /** @type {(inputs: Dash_My_CentersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`マイLANセンター（${i?.count}）`)
};

const ko_dash_my_centers = /** @type {(inputs: Dash_My_CentersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`내 LAN 센터 (${i?.count})`)
};

/**
* | output |
* | --- |
* | "My LAN Centers ({count})" |
*
* @param {Dash_My_CentersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_my_centers = /** @type {((inputs: Dash_My_CentersInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_My_CentersInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_my_centers(inputs)
	if (locale === "fr") return fr_dash_my_centers(inputs)
	if (locale === "es") return es_dash_my_centers(inputs)
	if (locale === "pt-BR") return pt_br2_dash_my_centers(inputs)
	if (locale === "ja") return ja_dash_my_centers(inputs)
	if (locale === "ko") return ko_dash_my_centers(inputs)
	return en_dash_my_centers(inputs)
});