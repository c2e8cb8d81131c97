/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Coffeeshops_MetaInputs */

const en_types_coffeeshops_meta = /** @type {(inputs: Types_Coffeeshops_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add PC gaming to your coffee shop with no setup for customers, an automatic game library and updates, optional caching, at any size.`)
};

const de_types_coffeeshops_meta = /** @type {(inputs: Types_Coffeeshops_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringen Sie PC-Gaming in Ihren Coffeeshop: ohne Einrichtung für Gäste, mit automatischer Spielebibliothek und Updates, optionalem Caching, in jeder Größe.`)
};

const fr_types_coffeeshops_meta = /** @type {(inputs: Types_Coffeeshops_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez le jeu PC à votre coffee shop : aucune configuration pour les clients, ludothèque et mises à jour automatiques, cache en option, quelle que soit la taille.`)
};

const es_types_coffeeshops_meta = /** @type {(inputs: Types_Coffeeshops_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade juegos de PC a tu cafetería sin configuración para los clientes, con biblioteca y actualizaciones automáticas, caché opcional y a cualquier escala.`)
};

const pt_br2_types_coffeeshops_meta = /** @type {(inputs: Types_Coffeeshops_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leve games de PC para a sua cafeteria sem configuração para os clientes, com biblioteca e atualizações automáticas, cache opcional e em qualquer tamanho.`)
};

const ja_types_coffeeshops_meta = /** @type {(inputs: Types_Coffeeshops_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コーヒーショップにPCゲームを。お客様側の設定は不要、ゲームライブラリと更新は自動、キャッシュは任意、規模も自由です。`)
};

const ko_types_coffeeshops_meta = /** @type {(inputs: Types_Coffeeshops_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커피숍에 PC 게이밍을 더하세요. 손님은 설정할 필요가 없고, 게임 라이브러리와 업데이트는 자동이며, 캐싱은 선택이고, 규모는 자유입니다.`)
};

/**
* | output |
* | --- |
* | "Add PC gaming to your coffee shop with no setup for customers, an automatic game library and updates, optional caching, at any size." |
*
* @param {Types_Coffeeshops_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_meta = /** @type {((inputs?: Types_Coffeeshops_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Coffeeshops_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_coffeeshops_meta(inputs)
	if (locale === "fr") return fr_types_coffeeshops_meta(inputs)
	if (locale === "es") return es_types_coffeeshops_meta(inputs)
	if (locale === "pt-BR") return pt_br2_types_coffeeshops_meta(inputs)
	if (locale === "ja") return ja_types_coffeeshops_meta(inputs)
	if (locale === "ko") return ko_types_coffeeshops_meta(inputs)
	return en_types_coffeeshops_meta(inputs)
});