/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_CentersInputs */

const en_dash_no_centers = /** @type {(inputs: Dash_No_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have any registered LAN centers yet.`)
};

const de_dash_no_centers = /** @type {(inputs: Dash_No_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast noch keine LAN-Center eingetragen.`)
};

const fr_dash_no_centers = /** @type {(inputs: Dash_No_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez encore enregistré aucun LAN center.`)
};

const es_dash_no_centers = /** @type {(inputs: Dash_No_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes LAN centers registrados.`)
};

const pt_br2_dash_no_centers = /** @type {(inputs: Dash_No_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você ainda não tem LAN centers cadastrados.`)
};

const ja_dash_no_centers = /** @type {(inputs: Dash_No_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登録済みのLANセンターはまだありません。`)
};

const ko_dash_no_centers = /** @type {(inputs: Dash_No_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 등록된 LAN 센터가 없습니다.`)
};

/**
* | output |
* | --- |
* | "You don't have any registered LAN centers yet." |
*
* @param {Dash_No_CentersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_no_centers = /** @type {((inputs?: Dash_No_CentersInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_CentersInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_no_centers(inputs)
	if (locale === "fr") return fr_dash_no_centers(inputs)
	if (locale === "es") return es_dash_no_centers(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_centers(inputs)
	if (locale === "ja") return ja_dash_no_centers(inputs)
	if (locale === "ko") return ko_dash_no_centers(inputs)
	return en_dash_no_centers(inputs)
});