/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_Meta_DescriptionInputs */

const en_reg_center_meta_description = /** @type {(inputs: Reg_Center_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register your LAN center with LAN Center Network: its address on the map, photos, opening hours and facilities.`)
};

const de_reg_center_meta_description = /** @type {(inputs: Reg_Center_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trage dein LAN-Center ins LAN Center Network ein: Adresse auf der Karte, Fotos, Öffnungszeiten und Ausstattung.`)
};

const fr_reg_center_meta_description = /** @type {(inputs: Reg_Center_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez votre LAN center sur LAN Center Network : son adresse sur la carte, ses photos, ses horaires et ses équipements.`)
};

const es_reg_center_meta_description = /** @type {(inputs: Reg_Center_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra tu LAN center en LAN Center Network: su dirección en el mapa, fotos, horario y servicios.`)
};

const pt_br2_reg_center_meta_description = /** @type {(inputs: Reg_Center_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre seu LAN center na LAN Center Network: endereço no mapa, fotos, horário de funcionamento e estrutura.`)
};

const ja_reg_center_meta_description = /** @type {(inputs: Reg_Center_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network にLANセンターを登録：地図上の住所、写真、営業時間、設備。`)
};

const ko_reg_center_meta_description = /** @type {(inputs: Reg_Center_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network에 LAN 센터를 등록하세요: 지도 위 주소, 사진, 영업시간, 시설.`)
};

/**
* | output |
* | --- |
* | "Register your LAN center with LAN Center Network: its address on the map, photos, opening hours and facilities." |
*
* @param {Reg_Center_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_meta_description = /** @type {((inputs?: Reg_Center_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_meta_description(inputs)
	if (locale === "fr") return fr_reg_center_meta_description(inputs)
	if (locale === "es") return es_reg_center_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_meta_description(inputs)
	if (locale === "ja") return ja_reg_center_meta_description(inputs)
	if (locale === "ko") return ko_reg_center_meta_description(inputs)
	return en_reg_center_meta_description(inputs)
});