/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_Cover_RemoveInputs */

const en_reg_party_cover_remove = /** @type {(inputs: Reg_Party_Cover_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the current cover image`)
};

const de_reg_party_cover_remove = /** @type {(inputs: Reg_Party_Cover_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelles Titelbild entfernen`)
};

const fr_reg_party_cover_remove = /** @type {(inputs: Reg_Party_Cover_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer l'image de couverture actuelle`)
};

const es_reg_party_cover_remove = /** @type {(inputs: Reg_Party_Cover_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar la imagen de portada actual`)
};

const pt_br2_reg_party_cover_remove = /** @type {(inputs: Reg_Party_Cover_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover a imagem de capa atual`)
};

const ja_reg_party_cover_remove = /** @type {(inputs: Reg_Party_Cover_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在のカバー画像を削除`)
};

const ko_reg_party_cover_remove = /** @type {(inputs: Reg_Party_Cover_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`현재 커버 이미지 삭제`)
};

/**
* | output |
* | --- |
* | "Remove the current cover image" |
*
* @param {Reg_Party_Cover_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_cover_remove = /** @type {((inputs?: Reg_Party_Cover_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_Cover_RemoveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_cover_remove(inputs)
	if (locale === "fr") return fr_reg_party_cover_remove(inputs)
	if (locale === "es") return es_reg_party_cover_remove(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_cover_remove(inputs)
	if (locale === "ja") return ja_reg_party_cover_remove(inputs)
	if (locale === "ko") return ko_reg_party_cover_remove(inputs)
	return en_reg_party_cover_remove(inputs)
});