/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Edit_PendingInputs */

const en_reg_edit_pending = /** @type {(inputs: Reg_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your changes are waiting for review. Gamers keep seeing the last approved details until our team approves them.`)
};

const de_reg_edit_pending = /** @type {(inputs: Reg_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Änderungen warten auf Prüfung. Gamer sehen die zuletzt freigegebenen Angaben, bis unser Team sie freigibt.`)
};

const fr_reg_edit_pending = /** @type {(inputs: Reg_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos modifications attendent d'être examinées. Les joueurs voient les dernières informations approuvées jusqu'à ce que notre équipe les valide.`)
};

const es_reg_edit_pending = /** @type {(inputs: Reg_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus cambios están pendientes de revisión. Los jugadores siguen viendo los últimos datos aprobados hasta que nuestro equipo los apruebe.`)
};

const pt_br2_reg_edit_pending = /** @type {(inputs: Reg_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas alterações aguardam análise. Os gamers continuam vendo os últimos dados aprovados até nossa equipe aprová-las.`)
};

const ja_reg_edit_pending = /** @type {(inputs: Reg_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変更は審査待ちです。担当チームが承認するまで、ゲーマーには最後に承認された内容が表示されます。`)
};

const ko_reg_edit_pending = /** @type {(inputs: Reg_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`변경 사항이 검토를 기다리고 있습니다. 저희 팀이 승인할 때까지 게이머에게는 마지막으로 승인된 정보가 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Your changes are waiting for review. Gamers keep seeing the last approved details until our team approves them." |
*
* @param {Reg_Edit_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_edit_pending = /** @type {((inputs?: Reg_Edit_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Edit_PendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_edit_pending(inputs)
	if (locale === "fr") return fr_reg_edit_pending(inputs)
	if (locale === "es") return es_reg_edit_pending(inputs)
	if (locale === "pt-BR") return pt_br2_reg_edit_pending(inputs)
	if (locale === "ja") return ja_reg_edit_pending(inputs)
	if (locale === "ko") return ko_reg_edit_pending(inputs)
	return en_reg_edit_pending(inputs)
});