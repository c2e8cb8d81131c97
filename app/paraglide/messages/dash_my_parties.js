/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dash_My_PartiesInputs */

const en_dash_my_parties = /** @type {(inputs: Dash_My_PartiesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My LAN Parties (${i?.count})`)
};

const de_dash_my_parties = /** @type {(inputs: Dash_My_PartiesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meine LAN-Partys (${i?.count})`)
};

const fr_dash_my_parties = /** @type {(inputs: Dash_My_PartiesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mes LAN parties (${i?.count})`)
};

const es_dash_my_parties = /** @type {(inputs: Dash_My_PartiesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mis LAN parties (${i?.count})`)
};

const pt_br2_dash_my_parties = /** @type {(inputs: Dash_My_PartiesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minhas LAN parties (${i?.count})`)
};

const ja_dash_my_parties = /** @type {(inputs: Dash_My_PartiesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`マイLANパーティー（${i?.count}）`)
};

const ko_dash_my_parties = /** @type {(inputs: Dash_My_PartiesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`내 LAN 파티 (${i?.count})`)
};

/**
* | output |
* | --- |
* | "My LAN Parties ({count})" |
*
* @param {Dash_My_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_my_parties = /** @type {((inputs: Dash_My_PartiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_My_PartiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_my_parties(inputs)
	if (locale === "fr") return fr_dash_my_parties(inputs)
	if (locale === "es") return es_dash_my_parties(inputs)
	if (locale === "pt-BR") return pt_br2_dash_my_parties(inputs)
	if (locale === "ja") return ja_dash_my_parties(inputs)
	if (locale === "ko") return ko_dash_my_parties(inputs)
	return en_dash_my_parties(inputs)
});