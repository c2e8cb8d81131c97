/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_Name_TakenInputs */

const en_adr_ans_name_taken = /** @type {(inputs: Adr_Ans_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another organiser's community now has this name or one that looks the same. Nothing was changed; reject this change with a reason.`)
};

const de_adr_ans_name_taken = /** @type {(inputs: Adr_Ans_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Community eines anderen Veranstalters trägt jetzt diesen oder einen gleich aussehenden Namen. Nichts wurde geändert; lehnen Sie diese Änderung mit einer Begründung ab.`)
};

const fr_adr_ans_name_taken = /** @type {(inputs: Adr_Ans_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La communauté d’un autre organisateur porte désormais ce nom ou un nom qui lui ressemble. Rien n’a été modifié ; refusez cette modification en indiquant un motif.`)
};

const es_adr_ans_name_taken = /** @type {(inputs: Adr_Ans_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La comunidad de otro organizador tiene ahora este nombre o uno que parece igual. No se cambió nada; rechace este cambio con un motivo.`)
};

const pt_br2_adr_ans_name_taken = /** @type {(inputs: Adr_Ans_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A comunidade de outro organizador agora tem este nome ou um que parece igual. Nada foi alterado; rejeite esta alteração com um motivo.`)
};

const ja_adr_ans_name_taken = /** @type {(inputs: Adr_Ans_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`別の主催者のコミュニティが現在この名前、または同じに見える名前を使っています。何も変更されていません。理由を添えてこの変更を却下してください。`)
};

const ko_adr_ans_name_taken = /** @type {(inputs: Adr_Ans_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다른 주최자의 커뮤니티가 이제 이 이름 또는 똑같아 보이는 이름을 사용합니다. 변경된 것이 없습니다. 사유와 함께 이 변경을 거부하세요.`)
};

/**
* | output |
* | --- |
* | "Another organiser's community now has this name or one that looks the same. Nothing was changed; reject this change with a reason." |
*
* @param {Adr_Ans_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_name_taken = /** @type {((inputs?: Adr_Ans_Name_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Name_TakenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_name_taken(inputs)
	if (locale === "fr") return fr_adr_ans_name_taken(inputs)
	if (locale === "es") return es_adr_ans_name_taken(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_name_taken(inputs)
	if (locale === "ja") return ja_adr_ans_name_taken(inputs)
	if (locale === "ko") return ko_adr_ans_name_taken(inputs)
	return en_adr_ans_name_taken(inputs)
});