/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Own_Venues_TitleInputs */

const en_own_venues_title = /** @type {(inputs: Own_Venues_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parties at your centers (${i?.count})`)
};

const de_own_venues_title = /** @type {(inputs: Own_Venues_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partys in deinen Centern (${i?.count})`)
};

const fr_own_venues_title = /** @type {(inputs: Own_Venues_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN parties dans vos centres (${i?.count})`)
};

const es_own_venues_title = /** @type {(inputs: Own_Venues_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fiestas en tus centros (${i?.count})`)
};

const pt_br2_own_venues_title = /** @type {(inputs: Own_Venues_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parties nos seus centros (${i?.count})`)
};

const ja_own_venues_title = /** @type {(inputs: Own_Venues_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`あなたのセンターでのパーティー（${i?.count}）`)
};

const ko_own_venues_title = /** @type {(inputs: Own_Venues_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`내 센터의 파티 (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Parties at your centers ({count})" |
*
* @param {Own_Venues_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_venues_title = /** @type {((inputs: Own_Venues_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Venues_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_venues_title(inputs)
	if (locale === "fr") return fr_own_venues_title(inputs)
	if (locale === "es") return es_own_venues_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_venues_title(inputs)
	if (locale === "ja") return ja_own_venues_title(inputs)
	if (locale === "ko") return ko_own_venues_title(inputs)
	return en_own_venues_title(inputs)
});