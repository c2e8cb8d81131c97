/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Add_Lan_PartyInputs */

const en_dash_add_lan_party = /** @type {(inputs: Dash_Add_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add LAN Party`)
};

const de_dash_add_lan_party = /** @type {(inputs: Dash_Add_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party hinzufügen`)
};

const fr_dash_add_lan_party = /** @type {(inputs: Dash_Add_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une LAN party`)
};

const es_dash_add_lan_party = /** @type {(inputs: Dash_Add_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir LAN party`)
};

const pt_br2_dash_add_lan_party = /** @type {(inputs: Dash_Add_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar LAN party`)
};

const ja_dash_add_lan_party = /** @type {(inputs: Dash_Add_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを追加`)
};

const ko_dash_add_lan_party = /** @type {(inputs: Dash_Add_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티 추가`)
};

/**
* | output |
* | --- |
* | "Add LAN Party" |
*
* @param {Dash_Add_Lan_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_add_lan_party = /** @type {((inputs?: Dash_Add_Lan_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Add_Lan_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_add_lan_party(inputs)
	if (locale === "fr") return fr_dash_add_lan_party(inputs)
	if (locale === "es") return es_dash_add_lan_party(inputs)
	if (locale === "pt-BR") return pt_br2_dash_add_lan_party(inputs)
	if (locale === "ja") return ja_dash_add_lan_party(inputs)
	if (locale === "ko") return ko_dash_add_lan_party(inputs)
	return en_dash_add_lan_party(inputs)
});