/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Add_Lan_CenterInputs */

const en_dash_add_lan_center = /** @type {(inputs: Dash_Add_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add LAN Center`)
};

const de_dash_add_lan_center = /** @type {(inputs: Dash_Add_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center hinzufügen`)
};

const fr_dash_add_lan_center = /** @type {(inputs: Dash_Add_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un LAN center`)
};

const es_dash_add_lan_center = /** @type {(inputs: Dash_Add_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir LAN center`)
};

const pt_br2_dash_add_lan_center = /** @type {(inputs: Dash_Add_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar LAN center`)
};

const ja_dash_add_lan_center = /** @type {(inputs: Dash_Add_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを追加`)
};

const ko_dash_add_lan_center = /** @type {(inputs: Dash_Add_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 추가`)
};

/**
* | output |
* | --- |
* | "Add LAN Center" |
*
* @param {Dash_Add_Lan_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_add_lan_center = /** @type {((inputs?: Dash_Add_Lan_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Add_Lan_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_add_lan_center(inputs)
	if (locale === "fr") return fr_dash_add_lan_center(inputs)
	if (locale === "es") return es_dash_add_lan_center(inputs)
	if (locale === "pt-BR") return pt_br2_dash_add_lan_center(inputs)
	if (locale === "ja") return ja_dash_add_lan_center(inputs)
	if (locale === "ko") return ko_dash_add_lan_center(inputs)
	return en_dash_add_lan_center(inputs)
});