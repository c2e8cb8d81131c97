/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_UpdatedInputs */

const en_reg_center_updated = /** @type {(inputs: Reg_Center_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your LAN center has been updated.`)
};

const de_reg_center_updated = /** @type {(inputs: Reg_Center_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein LAN-Center wurde aktualisiert.`)
};

const fr_reg_center_updated = /** @type {(inputs: Reg_Center_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre LAN center a été mis à jour.`)
};

const es_reg_center_updated = /** @type {(inputs: Reg_Center_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu LAN center se ha actualizado.`)
};

const pt_br2_reg_center_updated = /** @type {(inputs: Reg_Center_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu LAN center foi atualizado.`)
};

const ja_reg_center_updated = /** @type {(inputs: Reg_Center_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを更新しました。`)
};

const ko_reg_center_updated = /** @type {(inputs: Reg_Center_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터가 업데이트되었습니다.`)
};

/**
* | output |
* | --- |
* | "Your LAN center has been updated." |
*
* @param {Reg_Center_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_updated = /** @type {((inputs?: Reg_Center_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_UpdatedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_updated(inputs)
	if (locale === "fr") return fr_reg_center_updated(inputs)
	if (locale === "es") return es_reg_center_updated(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_updated(inputs)
	if (locale === "ja") return ja_reg_center_updated(inputs)
	if (locale === "ko") return ko_reg_center_updated(inputs)
	return en_reg_center_updated(inputs)
});