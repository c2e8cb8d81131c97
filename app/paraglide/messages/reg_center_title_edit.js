/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_Title_EditInputs */

const en_reg_center_title_edit = /** @type {(inputs: Reg_Center_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit LAN Center`)
};

const de_reg_center_title_edit = /** @type {(inputs: Reg_Center_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center bearbeiten`)
};

const fr_reg_center_title_edit = /** @type {(inputs: Reg_Center_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le LAN center`)
};

const es_reg_center_title_edit = /** @type {(inputs: Reg_Center_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar LAN center`)
};

const pt_br2_reg_center_title_edit = /** @type {(inputs: Reg_Center_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar LAN center`)
};

const ja_reg_center_title_edit = /** @type {(inputs: Reg_Center_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを編集`)
};

const ko_reg_center_title_edit = /** @type {(inputs: Reg_Center_Title_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 수정`)
};

/**
* | output |
* | --- |
* | "Edit LAN Center" |
*
* @param {Reg_Center_Title_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_title_edit = /** @type {((inputs?: Reg_Center_Title_EditInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_Title_EditInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_title_edit(inputs)
	if (locale === "fr") return fr_reg_center_title_edit(inputs)
	if (locale === "es") return es_reg_center_title_edit(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_title_edit(inputs)
	if (locale === "ja") return ja_reg_center_title_edit(inputs)
	if (locale === "ko") return ko_reg_center_title_edit(inputs)
	return en_reg_center_title_edit(inputs)
});