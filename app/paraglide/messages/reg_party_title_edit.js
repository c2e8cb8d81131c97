/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_Title_EditInputs */

const en_reg_party_title_edit = /** @type {(inputs: Reg_Party_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit LAN Party`)
};

const de_reg_party_title_edit = /** @type {(inputs: Reg_Party_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party bearbeiten`)
};

const fr_reg_party_title_edit = /** @type {(inputs: Reg_Party_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier la LAN party`)
};

const es_reg_party_title_edit = /** @type {(inputs: Reg_Party_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar LAN party`)
};

const pt_br2_reg_party_title_edit = /** @type {(inputs: Reg_Party_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar LAN party`)
};

const ja_reg_party_title_edit = /** @type {(inputs: Reg_Party_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを編集`)
};

const ko_reg_party_title_edit = /** @type {(inputs: Reg_Party_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티 수정`)
};

/**
* | output |
* | --- |
* | "Edit LAN Party" |
*
* @param {Reg_Party_Title_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_title_edit = /** @type {((inputs?: Reg_Party_Title_EditInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_Title_EditInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_title_edit(inputs)
	if (locale === "fr") return fr_reg_party_title_edit(inputs)
	if (locale === "es") return es_reg_party_title_edit(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_title_edit(inputs)
	if (locale === "ja") return ja_reg_party_title_edit(inputs)
	if (locale === "ko") return ko_reg_party_title_edit(inputs)
	return en_reg_party_title_edit(inputs)
});