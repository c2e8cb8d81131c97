/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Photos_LaterInputs */

const en_reg_photos_later = /** @type {(inputs: Reg_Photos_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can add up to 8 photos once your LAN center is registered.`)
};

const de_reg_photos_later = /** @type {(inputs: Reg_Photos_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobald dein LAN-Center eingetragen ist, kannst du bis zu 8 Fotos hinzufügen.`)
};

const fr_reg_photos_later = /** @type {(inputs: Reg_Photos_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pourrez ajouter jusqu'à 8 photos une fois votre LAN center enregistré.`)
};

const es_reg_photos_later = /** @type {(inputs: Reg_Photos_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podrás añadir hasta 8 fotos cuando tu LAN center esté registrado.`)
};

const pt_br2_reg_photos_later = /** @type {(inputs: Reg_Photos_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você poderá adicionar até 8 fotos depois que seu LAN center for cadastrado.`)
};

const ja_reg_photos_later = /** @type {(inputs: Reg_Photos_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターの登録後、写真を最大8枚追加できます。`)
};

const ko_reg_photos_later = /** @type {(inputs: Reg_Photos_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터가 등록되면 사진을 최대 8장 추가할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "You can add up to 8 photos once your LAN center is registered." |
*
* @param {Reg_Photos_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_photos_later = /** @type {((inputs?: Reg_Photos_LaterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Photos_LaterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_photos_later(inputs)
	if (locale === "fr") return fr_reg_photos_later(inputs)
	if (locale === "es") return es_reg_photos_later(inputs)
	if (locale === "pt-BR") return pt_br2_reg_photos_later(inputs)
	if (locale === "ja") return ja_reg_photos_later(inputs)
	if (locale === "ko") return ko_reg_photos_later(inputs)
	return en_reg_photos_later(inputs)
});